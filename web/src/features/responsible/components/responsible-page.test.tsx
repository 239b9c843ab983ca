import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsiblePage } from '@/features/responsible/components/responsible-page';
import { formatZonedTime } from '@/lib/format';
import { renderApp, renderWithBoot } from '@/testing/render';
import { freshResponsible, HOUR_MS, RG_NOW } from '@/testing/responsible-fixtures';
import { transaction } from '@/testing/statement-fixtures';
import { logIn, world } from '@/testing/world';

const ZONE = 'Asia/Ho_Chi_Minh';
const puts = (path: string) => world.calls.filter((call) => call.method !== 'GET' && call.path === path).map((call) => call.body);
const card = (name: string) => screen.getByRole('group', { name });
const row = (kind: string, period: string) => within(card(kind)).getByText(period).closest('li') as HTMLElement;

describe('responsible gaming (responsibleGaming)', () => {
  it('shows every limit with what its period used and when it resets', async () => {
    logIn({
      responsible: freshResponsible({
        limits: { 'deposit:day': { limit: '100000.00', pending: null, pendingAt: null, pendingRemoval: false } },
        used: { deposit: '60000.00', loss: '0.00', wager: '0.00' },
      }),
    });
    renderWithBoot(<ResponsiblePage />);
    await screen.findByRole('heading', { name: 'Deposit, loss and wager limits' });
    const daily = row('Deposit limit', 'Daily');
    expect(daily).toHaveTextContent('₫100,000.00');
    const bar = within(daily).getByRole('progressbar', { name: 'Daily deposit limit used' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '₫60,000.00 of ₫100,000.00');
    // Every period of the fixtures resets at the next brand midnight: Thursday 00:00 UTC+7.
    expect(daily).toHaveTextContent(`resets ${formatZonedTime(RG_NOW + 14 * HOUR_MS, ZONE)}`);
    expect(row('Loss limit', 'Weekly')).toHaveTextContent('No limit');
    expect(within(card('Wager limit')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('applies a first limit at once and shows a raise waiting its 24 hours', async () => {
    logIn();
    const { user } = renderWithBoot(<ResponsiblePage />);
    await screen.findByRole('heading', { name: 'Deposit, loss and wager limits' });
    await user.click(screen.getByRole('button', { name: 'Set the Daily deposit limit' }));
    const field = screen.getByRole('textbox', { name: 'Daily deposit limit' });
    await user.type(field, '100000');
    await user.click(within(screen.getByRole('form', { name: 'Daily deposit limit' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The new limit applies now.')).toBeInTheDocument();
    expect(row('Deposit limit', 'Daily')).toHaveTextContent('₫100,000.00');

    await user.click(screen.getByRole('button', { name: 'Change the Daily deposit limit' }));
    const again = screen.getByRole('textbox', { name: 'Daily deposit limit' });
    await user.clear(again);
    await user.type(again, '500000');
    await user.click(within(screen.getByRole('form', { name: 'Daily deposit limit' })).getByRole('button', { name: 'Save' }));
    const later = formatZonedTime(RG_NOW + 24 * HOUR_MS, ZONE);
    expect(await screen.findByText(new RegExp(`A higher limit applies from ${later}`))).toBeInTheDocument();
    const daily = row('Deposit limit', 'Daily');
    expect(daily).toHaveTextContent('₫100,000.00'); // the old one holds meanwhile
    expect(daily).toHaveTextContent(`Rises to ₫500,000.00 on ${later}`);
    expect(puts('/wps/v2/responsible/limits')).toEqual([
      { kind: 'deposit', period: 'day', amount: '100000' },
      { kind: 'deposit', period: 'day', amount: '500000' },
    ]);
  });

  it('refuses an amount it cannot send, without asking the server', async () => {
    logIn();
    const { user } = renderWithBoot(<ResponsiblePage />);
    await user.click(await screen.findByRole('button', { name: 'Set the Weekly loss limit' }));
    await user.type(screen.getByRole('textbox', { name: 'Weekly loss limit' }), '12.345');
    await user.click(within(screen.getByRole('form', { name: 'Weekly loss limit' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount above zero with at most two decimals.')).toBeInTheDocument();
    expect(puts('/wps/v2/responsible/limits')).toEqual([]);
  });

  it('sets the session time and the reality check', async () => {
    logIn();
    const { user } = renderWithBoot(<ResponsiblePage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Session length' }), '2 hours');
    const session = screen.getByRole('region', { name: 'Session time limit' });
    await user.click(within(session).getByRole('button', { name: 'Save' }));
    expect(await within(session).findByText('Sessions end after 2 hours')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '30 minutes' }));
    expect(await screen.findByText('Saved. You will see a reality check every 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 minutes' })).toHaveAttribute('aria-checked', 'true');
    expect(puts('/wps/v2/responsible/limits')).toEqual([{ kind: 'session', minutes: 120 }]);
    expect(puts('/wps/v2/responsible/reality-check')).toEqual([{ minutes: 30 }]);
  });

  it('starts a time-out only once its consequences are confirmed, then signs the member out', async () => {
    logIn();
    const rendered = renderApp('/');
    const header = await screen.findByRole('banner');
    await rendered.user.click(within(header).getByRole('button', { name: 'Member Center' }));
    const centre = await screen.findByRole('dialog', { name: 'Member Center' });
    await rendered.user.click(within(centre).getByRole('button', { name: 'Responsible gaming' }));
    const timeout = await screen.findByRole('group', { name: 'Time-out' });
    await rendered.user.click(within(timeout).getByRole('radio', { name: '7 days' }));
    await rendered.user.click(within(timeout).getByRole('button', { name: 'Start a time-out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Start a time-out of 7 days?' });
    expect(confirm).toHaveTextContent('You cannot log in for 7 days.');
    expect(confirm).toHaveTextContent('It cannot be undone or shortened');
    const start = within(confirm).getByRole('button', { name: 'Start the time-out' });
    expect(start).toBeDisabled();
    await rendered.user.click(within(confirm).getByRole('checkbox', { name: 'I understand that this cannot be undone' }));
    await rendered.user.click(start);

    const notice = await screen.findByRole('alertdialog', { name: 'Your time-out has started' });
    const ends = formatZonedTime(RG_NOW + 7 * 24 * HOUR_MS, ZONE);
    expect(notice).toHaveTextContent(`cannot log in until ${ends}`);
    expect(puts('/wps/v2/responsible/exclusion')).toEqual([{ kind: 'timeout', length: '7d', confirm: true }]);
    await waitFor(() => expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Member Center' })).not.toBeInTheDocument());
    expect(rendered.router.state.location.pathname).toBe('/');
  });
});

describe('the history download', () => {
  let saved: { name: string; text: string }[];
  beforeEach(() => {
    saved = [];
    const texts = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${texts.size}`;
      texts.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = texts.get(this.href);
      if (blob) void blob.text().then((text) => saved.push({ name: this.download, text }));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reads a range longer than the records take in parts and writes the account record as CSV', async () => {
    logIn({
      transactions: [
        // Newest first, as the record keeps them; one is 200 days back.
        { ...transaction({ gross: '50000.00' }), id: 'dep:2', time: Date.now() - 86_400_000 },
        { ...transaction({ kind: 'withdraw', gross: '20000.00' }), id: 'wd:1', time: Date.now() - 200 * 86_400_000 },
      ],
    });
    const { user } = renderWithBoot(<ResponsiblePage />);
    const from = await screen.findByRole('textbox', { name: 'From' });
    const begin = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(from);
    await user.type(from, begin);
    await user.click(screen.getByRole('button', { name: 'Account record (CSV)' }));
    expect(await screen.findByText('Downloaded 2 records.')).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.name).toMatch(new RegExp(`^account-record_${begin}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = (file?.text ?? '').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(`Time (${ZONE}),Reference,Type,Movement,Wallet,Amount,Status`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},dep:2,Deposit,deposit,MAIN,50000\.00,Completed$/);
    expect(lines[2]).toMatch(/,wd:1,Withdrawal,withdraw,MAIN,-20000\.00,Completed$/);
    // 365 days in parts of at most 90: five reads of the record, each within the server's range.
    const reads = world.calls.filter((call) => call.path.startsWith('/wps/relay/ODSFE2_MemTransDet'));
    expect(reads).toHaveLength(5);
  });

  it('says so when the range has no records, and writes no file', async () => {
    logIn();
    const { user } = renderWithBoot(<ResponsiblePage />);
    await user.click(await screen.findByRole('button', { name: 'Betting record (CSV)' }));
    expect(await screen.findByText('There are no records between these dates.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

