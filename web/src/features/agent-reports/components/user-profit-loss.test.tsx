import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserProfitLoss } from '@/features/agent-reports/components/user-profit-loss';
import { teamProfit } from '@/testing/agent-report-fixtures';
import { renderWithBoot } from '@/testing/render';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z');
const RELAY = 'ODSFE2_getTeamProfitLoss';

const calls = () => world.calls.filter((call) => call.path.includes(RELAY)).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

function team() {
  const w = logIn({ accountType: 1 });
  w.agentReports.profit = [
    teamProfit('agent01', '2025-03-15', { betAmount: '1000000.00', winAmount: '1250000.50', bonus: '100.00', deposit: '500000.00' }),
    teamProfit('agent01', '2025-03-14', { betAmount: '200000.00', winAmount: '0.00', withdraw: '30000.00' }),
    teamProfit('player01', '2025-03-15', { betAmount: '2000000.00', winAmount: '1500000.00' }),
    teamProfit('subagent01', '2025-03-15', { deposit: '10000.00' }),
  ];
  return w;
}

describe('user profit and loss', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for today, then for the dates and member searched', async () => {
    team();
    const { user } = renderWithBoot(<UserProfitLoss />);
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-15', endDate: '2025-03-15', pageNo: '1', pageSize: '20' }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.type(screen.getByLabelText('Member account'), 'agent01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ beginDate: '2025-03-14', endDate: '2025-03-14', account: 'agent01', pageNo: '1', pageSize: '20' }),
    );
    const table = await screen.findByRole('table', { name: 'Profit and loss by member' });
    expect(cells(rowOf(within(table).getByText('agent01')))).toEqual([
      '1',
      '200,000.00',
      '200,000.00',
      '0.00',
      '-200,000.00',
      '0.00',
      '0.00',
      '30,000.00',
    ]);
  });

  it('shows each member with level and figures, the signed profit coloured, and the totals', async () => {
    team();
    renderWithBoot(<UserProfitLoss />);
    const table = await screen.findByRole('table', { name: 'Profit and loss by member' });
    expect(screen.getByText('3 members')).toBeInTheDocument();
    const heads = within(table).getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).toEqual(['Account', 'Level', 'Bet', 'Valid bet', 'Win', 'Profit', 'Bonus', 'Deposit', 'Withdrawal']);
    // Largest turnover first.
    const accounts = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(accounts).toEqual(['player01', 'agent01', 'subagent01', 'Total']);

    const player = rowOf(within(table).getByText('player01'));
    expect(amountTone(within(player).getByText('-500,000.00'))).toBe('negative');
    const agent = rowOf(within(table).getByText('agent01'));
    expect(cells(agent)).toEqual(['1', '1,000,000.00', '1,000,000.00', '1,250,000.50', '250,000.50', '100.00', '500,000.00', '0.00']);
    expect(amountTone(within(agent).getByText('250,000.50'))).toBe('positive');
    expect(cells(rowOf(within(table).getByText('subagent01')))[0]).toBe('2');

    const totals = screen.getByTestId('team-profit-totals');
    expect(cells(totals)).toEqual(['3,000,000.00', '3,000,000.00', '2,750,000.50', '-249,999.50', '100.00', '510,000.00', '0.00']);
    expect(amountTone(within(totals).getByText('-249,999.50'))).toBe('negative');
  });

  it('says when nobody in the team did anything', async () => {
    logIn({ accountType: 1 });
    renderWithBoot(<UserProfitLoss />);
    expect(await screen.findByText('No activity in this period')).toBeInTheDocument();
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('lang', 'TY');
    team();
    renderWithBoot(<UserProfitLoss />);
    const table = await screen.findByRole('table', { name: 'Lãi lỗ theo thành viên' });
    const heads = within(table).getAllByRole('columnheader').map((head) => head.textContent);
    expect(heads).toEqual(['Tài khoản', 'Cấp', 'Tiền cược', 'Cược hợp lệ', 'Tiền thắng', 'Lãi lỗ', 'Tiền thưởng', 'Nạp tiền', 'Rút tiền']);
    expect(screen.getByText('3 thành viên')).toBeInTheDocument();
    expect(screen.getByLabelText('Tài khoản thành viên')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Tất cả thành viên')).toBeInTheDocument();
  });
});
