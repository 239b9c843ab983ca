import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferralPage } from '@/features/referral/components/referral-page';
import { answer } from '@/testing/handlers/envelope';
import { freshReferral, invitee, invitees, REFERRAL_CODE, referralInfo } from '@/testing/referral-fixtures';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

const link = () => `${window.location.origin}/register?referralCode=${REFERRAL_CODE}`;
const gets = (name: string) => world.calls.filter((call) => call.path.startsWith(`/wps/relay/${name}`)).map((call) => call.path);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('invite friends (referral)', () => {
  it('shows the code, the link on this site with its QR code, and the rule in words', async () => {
    logIn();
    renderWithBoot(<ReferralPage />);
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toHaveValue(REFERRAL_CODE);
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link());
    expect(screen.getByTitle('QR code of your invitation link').closest('svg')).toHaveAttribute('height', '125');
    const rule = screen.getByRole('region', { name: 'How it works' });
    // fixtures/brands/default.yaml: 200,000.00 deposited within 30 days pays 50,000.00.
    expect(rule).toHaveTextContent('Your friend deposits at least ₫200,000.00 within 30 days of registering.');
    expect(rule).toHaveTextContent('You receive ₫50,000.00 once for that friend, as a bonus.');
    expect(rule).not.toHaveTextContent('valid bets');
  });

  it('words a rule that asks for valid bets too, within one day', async () => {
    logIn();
    const info = referralInfo(freshReferral());
    server.use(
      http.get('*/wps/relay/MCSFE_getReferralInfo', () =>
        answer('/wps/relay/MCSFE_getReferralInfo', { ...info, rule: { minDeposit: '100000.00', minValidBet: '1000000.00', withinDays: 1, reward: '20000.00' } }),
      ),
    );
    renderWithBoot(<ReferralPage />);
    expect(await screen.findByRole('region', { name: 'How it works' })).toHaveTextContent(
      'Your friend deposits at least ₫100,000.00 and places valid bets of at least ₫1,000,000.00 within 1 day of registering.',
    );
  });

  it('counts the invited, the qualified (rewarded too) and the rewards received', async () => {
    logIn({
      referral: freshReferral({
        invitees: [
          invitee({ status: 'REWARDED', reward: '50000.00', firstDepositAmount: '300000.00', firstDepositAt: Date.UTC(2025, 2, 11) }),
          invitee({ account: 'fr***02', status: 'QUALIFIED', firstDepositAmount: '200000.00', firstDepositAt: Date.UTC(2025, 2, 12) }),
          invitee({ account: 'fr***03', status: 'EXPIRED' }),
        ],
      }),
    });
    renderWithBoot(<ReferralPage />);
    const totals = await screen.findByLabelText('Your invitations');
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('Invited')).toBe('3');
    expect(figure('Qualified')).toBe('2');
    expect(figure('Rewards received')).toBe('₫50,000.00');
  });

  it('copies the link and the code, and says so', async () => {
    logIn();
    const { user } = renderWithBoot(<ReferralPage />);
    await user.click(await screen.findByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(link());
    expect(screen.getByRole('button', { name: 'Copy invitation link' })).toHaveTextContent('Copied');
    expect(screen.getByText('Invitation link copied.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(await navigator.clipboard.readText()).toBe(REFERRAL_CODE);
  });

  it('falls back to the copy command without the Clipboard API, and says when nothing worked', async () => {
    logIn();
    const { user } = renderWithBoot(<ReferralPage />);
    const button = await screen.findByRole('button', { name: 'Copy invitation code' });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(button);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Invitation code copied.')).toBeInTheDocument();

    execCommand.mockReturnValue(false);
    await user.click(button);
    expect(await screen.findByText('Could not copy: select the text and copy it yourself.')).toBeInTheDocument();
    expect(button).toHaveTextContent('Copy');
  });

  it('lists the invitees with their status, first deposit and reward, a page at a time', async () => {
    const list = invitees(12);
    list[0] = { ...list[0]!, status: 'REWARDED', reward: '50000.00', firstDepositAmount: '300000.00', firstDepositAt: Date.UTC(2025, 2, 14, 5) };
    list[1] = { ...list[1]!, status: 'EXPIRED' };
    logIn({ referral: freshReferral({ invitees: list }) });
    const { user } = renderWithBoot(<ReferralPage />);
    const table = await screen.findByRole('table', { name: 'Your invitees' });
    expect(screen.getByText('12 invitees')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('fr***01');
    expect(rows[0]).toHaveTextContent(list[0]!.registeredTime);
    expect(rows[0]).toHaveTextContent('₫300,000.00');
    expect(rows[0]).toHaveTextContent('Rewarded');
    expect(rows[0]).toHaveTextContent('₫50,000.00');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('Not yet');
    expect(rows[2]).toHaveTextContent('Pending');
    expect(gets('MCSFE_getReferralList')).toEqual(['/wps/relay/MCSFE_getReferralList?pageNo=1&pageSize=10']);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('fr***11');
  });

  it('says when nobody registered with the code yet', async () => {
    logIn();
    renderWithBoot(<ReferralPage />);
    expect(await screen.findByText('No invitees yet')).toBeInTheDocument();
    expect(screen.getByText('Friends who register with your link or code will show here.')).toBeInTheDocument();
  });

  it('turns the invitees into cards on a phone', async () => {
    setPhoneViewport();
    logIn({ referral: freshReferral({ invitees: [invitee({ status: 'QUALIFIED' })] }) });
    renderWithBoot(<ReferralPage />);
    const cards = await screen.findByRole('list', { name: 'Your invitees' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(card).toHaveTextContent('fr***01');
    expect(card).toHaveTextContent('Qualified');
  });

  it('shows a failed load with a retry', async () => {
    logIn();
    let fails = true;
    server.use(
      http.get('*/wps/relay/MCSFE_getReferralInfo', () =>
        fails ? HttpResponse.json({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderWithBoot(<ReferralPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toHaveValue(REFERRAL_CODE);
  });
});
