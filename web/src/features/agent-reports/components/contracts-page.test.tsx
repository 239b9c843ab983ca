import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DailySalaryContracts,
  DividendContracts,
  HourlySalaryContracts,
} from '@/features/agent-reports/components/contracts-page';
import { contract, revenue, type ContractFixture } from '@/testing/agent-report-fixtures';
import { TEST_USER } from '@/testing/fixtures';
import { record } from '@/testing/handlers/envelope';
import { renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';

const NOW = new Date('2025-03-15T10:00:00Z');
const DIVIDEND = 'MCSFE_processContractDividend';
const DAILY = 'MCSFE_processDailySalaryContract';

const posts = (relay = DIVIDEND) => world.calls.filter((call) => call.method === 'POST' && call.path.includes(relay)).map((call) => call.body);
const fact = (container: HTMLElement, label: string) => within(container).getByText(label).nextElementSibling?.textContent;
const region = (name: string) => screen.findByRole('region', { name });
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;

function agentWith(contracts: ContractFixture[]) {
  const w = logIn({ accountType: 1 });
  w.agentReports.contracts = contracts;
  return w;
}

/** The platform's active 40% monthly dividend to TEST_USER: TEST_USER may offer up to 40%. */
const held = () => contract({ id: 1 });

describe('contracts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows my active contract and terminates it only after confirmation', async () => {
    agentWith([held()]);
    const { user } = renderWithBoot(<DividendContracts />);
    const mine = await region('My contract');
    expect(fact(mine, 'Upline')).toBe('Platform');
    expect(fact(mine, 'Rate')).toBe('40.00%');
    expect(fact(mine, 'Period')).toBe('Month');
    expect(fact(mine, 'Minimum valid bet per period')).toBe('1,000,000.00');
    expect(fact(mine, 'Minimum active members')).toBe('5');
    expect(fact(mine, 'Status')).toBe('Active');
    expect(within(mine).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Terminate' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Terminate contract' });
    expect(dialog).toHaveTextContent(`Terminate the contract between Platform and ${TEST_USER.username} at 40.00%?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.click(within(mine).getByRole('button', { name: 'Terminate' }));
    dialog = screen.getByRole('alertdialog', { name: 'Terminate contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    await waitFor(() => expect(posts()).toEqual([{ action: 'terminate', contractId: 1 }]));
    expect(await screen.findByText('Contract terminated.')).toBeInTheDocument();
    expect(await within(await region('My contract')).findByText('You have no contract of this kind.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const history = await region('Contract history');
    expect(within(history).getByText('Terminated')).toBeInTheDocument();
  });

  it('accepts an offer from my upline', async () => {
    agentWith([contract({ id: 5, upline: 'boss', status: 'offered', rate: '30', period: 'W', decidedAt: null })]);
    const { user } = renderWithBoot(<DividendContracts />);
    const mine = await region('My contract');
    expect(within(mine).getByText(/Your upline offers you this contract/)).toBeInTheDocument();
    expect(fact(mine, 'Upline')).toBe('boss');
    expect(fact(mine, 'Rate')).toBe('30.00%');
    expect(fact(mine, 'Period')).toBe('Week');
    expect(fact(mine, 'Status')).toBe('Offered');
    expect(within(mine).queryByRole('button', { name: 'Terminate' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posts()).toEqual([{ action: 'accept', contractId: 5 }]));
    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    await waitFor(() => expect(fact(mine, 'Status')).toBe('Active'));
    expect(within(mine).getByRole('button', { name: 'Terminate' })).toBeInTheDocument();
    // Holding it now, I may offer it on.
    expect(await region('Offer a contract')).toBeInTheDocument();
  });

  it('rejects an offer from my upline', async () => {
    agentWith([contract({ id: 5, upline: 'boss', status: 'offered', rate: '30.00', decidedAt: null })]);
    const { user } = renderWithBoot(<DividendContracts />);
    const mine = await region('My contract');
    await user.click(within(mine).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posts()).toEqual([{ action: 'reject', contractId: 5 }]));
    expect(await screen.findByText('Contract rejected.')).toBeInTheDocument();
    expect(await within(mine).findByText('You have no contract of this kind.')).toBeInTheDocument();
  });

  it("asks before an accepted lower rate terminates my downlines' higher contracts, and sends nothing when declined", async () => {
    agentWith([
      held(),
      contract({ id: 2, upline: 'boss', status: 'offered', rate: '30.00', decidedAt: null }),
      contract({ id: 3, upline: TEST_USER.username, downline: 'agent01', rate: '35.00', createdAt: Date.UTC(2025, 2, 10) }),
      contract({ id: 4, upline: TEST_USER.username, downline: 'agent02', rate: '20.00', createdAt: Date.UTC(2025, 2, 11) }),
    ]);
    const { user } = renderWithBoot(<DividendContracts />);
    const mine = await region('My contract');
    // The offer awaits my answer beside the contract I hold.
    const offer = within(mine).getByRole('group', { name: 'Offer awaiting your answer' });
    expect(within(offer).getByText('Accepting it replaces your current contract.')).toBeInTheDocument();
    expect(fact(offer, 'Upline')).toBe('boss');
    expect(fact(within(mine).getByRole('group', { name: 'Current contract' }), 'Rate')).toBe('40.00%');
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));

    let dialog = await screen.findByRole('alertdialog', { name: "Terminate your downlines' contracts?" });
    expect(dialog).toHaveTextContent("This contract's rate (30.00%) is lower than the rates you gave these downlines.");
    expect(dialog).toHaveTextContent('Accepting will terminate these contracts');
    const listed = within(within(dialog).getByRole('list', { name: 'Contracts that will be terminated' })).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual(['agent0135.00%']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts()).toEqual([{ action: 'accept', contractId: 2 }]);
    expect(fact(offer, 'Status')).toBe('Offered');

    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and terminate' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { action: 'accept', contractId: 2 },
        { action: 'accept', contractId: 2 },
        { action: 'accept', contractId: 2, terminateLower: true },
      ]),
    );
    expect(await screen.findByText('Contract accepted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const offered = await region('Contracts I offered');
    await waitFor(() => expect(within(rowOf(within(offered).getByText('agent01'))).getByText('Terminated')).toBeInTheDocument());
    expect(within(rowOf(within(offered).getByText('agent02'))).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(within(mine).queryByRole('group', { name: 'Offer awaiting your answer' })).not.toBeInTheDocument());
    expect(fact(within(mine).getByRole('group', { name: 'Current contract' }), 'Rate')).toBe('30.00%');
  });

  it('checks an offer before sending it and offers it to a direct downline agent', async () => {
    agentWith([held()]);
    const { user } = renderWithBoot(<DividendContracts />);
    const form = await region('Offer a contract');
    expect(within(form).getByText('At most 40.00%')).toBeInTheDocument();
    const period = within(form).getByRole('combobox', { name: 'Period' });
    expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(['Day', 'Week', 'Half month', 'Month']);

    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);

    await user.type(within(form).getByLabelText(/Downline agent account/), 'agent01');
    await user.type(within(form).getByLabelText(/Rate \(%\)/), '45');
    await user.type(within(form).getByLabelText(/Minimum valid bet per period/), '100000');
    await user.type(within(form).getByLabelText(/Minimum active members/), '3.5');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(within(form).getByText('The rate can be at most 40.00%.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a whole number.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Rate \(%\)/));
    await user.type(within(form).getByLabelText(/Rate \(%\)/), '35.5');
    await user.clear(within(form).getByLabelText(/Minimum active members/));
    await user.type(within(form).getByLabelText(/Minimum active members/), '3');
    await user.selectOptions(period, 'W');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await waitFor(() =>
      expect(posts()).toEqual([{ action: 'offer', downline: 'agent01', rate: '35.50', period: 'W', minValidBet: '100000', minActiveMembers: 3 }]),
    );
    expect(await within(form).findByText('Contract offered to agent01.')).toBeInTheDocument();
    const offered = await region('Contracts I offered');
    const row = rowOf(await within(offered).findByText('agent01'));
    expect(within(row).getByText('35.50%')).toBeInTheDocument();
    expect(within(row).getByText('Week')).toBeInTheDocument();
    expect(within(row).getByText('100,000.00')).toBeInTheDocument();
    expect(within(row).getByText('Offered')).toBeInTheDocument();
    // An offer cannot be terminated, only an accepted contract.
    expect(within(row).queryByRole('button', { name: /Terminate/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusals on the fields they are about, in the user's language", async () => {
    agentWith([held()]);
    const { user } = renderWithBoot(<DividendContracts />);
    const form = await region('Offer a contract');
    const fill = async (downline: string, rate: string) => {
      const account = within(form).getByLabelText(/Downline agent account/);
      await user.clear(account);
      await user.type(account, downline);
      const rateField = within(form).getByLabelText(/Rate \(%\)/);
      await user.clear(rateField);
      await user.type(rateField, rate);
      await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    };
    await user.type(within(form).getByLabelText(/Minimum valid bet per period/), '0');
    await user.type(within(form).getByLabelText(/Minimum active members/), '0');

    await fill('player01', '10');
    expect(await within(form).findByText('Contracts can only be offered to your direct downline agents.')).toBeInTheDocument();
    await fill('subagent01', '10');
    expect(await within(form).findByText('Contracts can only be offered to your direct downline agents.')).toBeInTheDocument();
    await fill('stranger', '10');
    expect(await within(form).findByText('There is no member with this account in your team.')).toBeInTheDocument();

    // My rate changed meanwhile: the server knows better than the page.
    server.use(
      http.post(`*/wps/relay/${DIVIDEND}`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          { success: false, errorCode: 'contract.rate.too.high', message: 'The rate is above your own', value: { maxRate: '25.00' } },
          { status: 400 },
        );
      }),
    );
    await fill('agent01', '30');
    expect(await within(form).findByText('The rate can be at most 25.00%.')).toBeInTheDocument();
    expect(posts().map((body) => (body as { downline: string }).downline)).toEqual(['player01', 'subagent01', 'stranger', 'agent01']);
  });

  it('words a held contract error in Vietnamese', async () => {
    window.localStorage.setItem('lang', 'TY');
    agentWith([held()]);
    server.use(
      http.post(`*/wps/relay/${DIVIDEND}`, () =>
        HttpResponse.json({ success: false, errorCode: 'contract.not.held', message: 'You hold no active contract' }, { status: 400 }),
      ),
    );
    const { user } = renderWithBoot(<DividendContracts />);
    const form = await region('Đề xuất hợp đồng');
    await user.type(within(form).getByLabelText(/Tài khoản đại lý tuyến dưới/), 'agent01');
    await user.type(within(form).getByLabelText(/Tỷ lệ \(%\)/), '10');
    await user.type(within(form).getByLabelText(/Cược hợp lệ tối thiểu mỗi kỳ/), '0');
    await user.type(within(form).getByLabelText(/Số thành viên hoạt động tối thiểu/), '0');
    await user.click(within(form).getByRole('button', { name: 'Gửi đề xuất' }));
    expect(await within(form).findByText('Bạn cần có hợp đồng loại này đang hiệu lực trước khi đề xuất cho người khác.')).toBeInTheDocument();
  });

  it('has no period to choose for a salary: it is fixed by the kind', async () => {
    agentWith([contract({ id: 1, kind: 'daily_salary', rate: '1.50', period: 'D' })]);
    const { user } = renderWithBoot(<DailySalaryContracts />);
    const form = await region('Offer a contract');
    expect(within(form).queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    expect(within(form).getByText('At most 1.50%')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Downline agent account/), 'agent02');
    await user.type(within(form).getByLabelText(/Rate \(%\)/), '1');
    await user.type(within(form).getByLabelText(/Minimum valid bet per period/), '5000.50');
    await user.type(within(form).getByLabelText(/Minimum active members/), '2');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    await waitFor(() =>
      expect(posts(DAILY)).toEqual([{ action: 'offer', downline: 'agent02', rate: '1.00', minValidBet: '5000.50', minActiveMembers: 2 }]),
    );
    const row = rowOf(await within(await region('Contracts I offered')).findByText('agent02'));
    expect(within(row).getByText('Day')).toBeInTheDocument();
  });

  it('lists the recent payouts of the kind, and says when I hold nothing to offer from', async () => {
    const w = agentWith([contract({ id: 7, kind: 'hourly_salary', upline: 'boss', status: 'offered', rate: '0.80', period: 'HOUR', decidedAt: null })]);
    w.agentReports.revenue = [
      revenue({ index: 0, kind: 'hourly_salary', basis: '2500000.00', rate: '0.80', amount: '20000.00' }),
      revenue({ index: 1, kind: 'dividend', amount: '999.00' }),
    ];
    renderWithBoot(<HourlySalaryContracts />);
    const mine = await region('My contract');
    expect(fact(mine, 'Period')).toBe('Hour');
    expect(screen.queryByRole('region', { name: 'Offer a contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contracts I offered' })).not.toBeInTheDocument();
    const payouts = await region('Recent payouts');
    const table = within(payouts).getByRole('table', { name: 'Recent payouts' });
    // The heading, the payout and its (closed) "how it adds up".
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('2,500,000.00')).toBeInTheDocument();
    expect(within(table).getByText('20,000.00')).toBeInTheDocument();
    expect(within(table).queryByText('999.00')).not.toBeInTheDocument();
    expect(within(await region('Contract history')).getByText('No contract changes yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the contracts do not load', async () => {
    agentWith([held()]);
    let failures = 1;
    server.use(
      http.get(`*/wps/relay/${DIVIDEND}`, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x' }, { status: 503 });
      }),
    );
    const { user } = renderWithBoot(<DividendContracts />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await region('My contract')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
