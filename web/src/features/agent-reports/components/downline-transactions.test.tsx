import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownlineTransactions } from '@/features/agent-reports/components/downline-transactions';
import { teamTransaction } from '@/testing/agent-report-fixtures';
import { renderWithBoot } from '@/testing/render';
import { server } from '@/testing/server';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z');
const RELAY = 'ODSFE2_getTeamTransactions';

const calls = () => world.calls.filter((call) => call.path.includes(RELAY)).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;

describe('transaction details (downlines)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for today's transactions of every type, then for the member, type and dates searched", async () => {
    logIn({ accountType: 1 });
    const { user } = renderWithBoot(<DownlineTransactions />);
    await waitFor(() =>
      expect(lastQuery()).toEqual({ beginDate: '2025-03-15', endDate: '2025-03-15', type: 'ALL', pageNo: '1', pageSize: '20' }),
    );
    await user.type(screen.getByLabelText('Member account'), 'player01');
    await user.selectOptions(screen.getByLabelText('Type'), 'DEPOSIT');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    // Typed the way English writes a date; the query stays ISO.
    await user.type(from, '03/01/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        beginDate: '2025-03-01',
        endDate: '2025-03-15',
        account: 'player01',
        type: 'DEPOSIT',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('lists whose each movement is, in the account record wording, with money in, out and net', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.transactions = [
      teamTransaction('player01', { index: 0, kind: 'deposit', gross: '1234567.5' }),
      teamTransaction('agent01', { index: 1, kind: 'withdraw', gross: '2000000.00', status: 'PENDING' }),
      teamTransaction('player01', { index: 2, kind: 'transfer_in', gross: '30000.00', game: 'PG' }),
    ];
    renderWithBoot(<DownlineTransactions />);
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(within(table).getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Time (GMT+7)',
      'Account',
      'Type',
      'Amount',
      'Wallet',
      'Status',
    ]);
    const deposit = rowOf(within(table).getByText('Deposit'));
    expect(within(deposit).getByText('player01')).toBeInTheDocument();
    expect(amountTone(within(deposit).getByText('+1,234,567.50'))).toBe('positive');
    const withdrawal = rowOf(within(table).getByText('Withdrawal'));
    expect(within(withdrawal).getByText('agent01')).toBeInTheDocument();
    expect(amountTone(within(withdrawal).getByText('-2,000,000.00'))).toBe('negative');
    expect(within(withdrawal).getByText('Pending')).toBeInTheDocument();
    expect(amountTone(within(rowOf(within(table).getByText('Transfer to PG wallet'))).getByText('30,000.00'))).toBe('zero');

    const totals = screen.getByTestId('transaction-totals');
    expect(within(totals).getByText('Money in').nextElementSibling).toHaveTextContent('1,234,567.50');
    expect(within(totals).getByText('Money out').nextElementSibling).toHaveTextContent('2,000,000.00');
    expect(amountTone(within(totals).getByText('-765,432.50'))).toBe('negative');
  });

  it('pages through the transactions', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.transactions = Array.from({ length: 25 }, (_, index) => teamTransaction('player01', { index, gross: `${index + 1}.00` }));
    const { user } = renderWithBoot(<DownlineTransactions />);
    expect(await screen.findByText('25 records')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('+25.00')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '2', type: 'ALL' });
  });

  it('shows an error with a retry', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.transactions = [teamTransaction('player01', { index: 0 })];
    let failures = 1;
    server.use(
      http.get(`*/wps/relay/${RELAY}`, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { user } = renderWithBoot(<DownlineTransactions />);
    expect(await screen.findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Downline transactions' });
    expect(within(table).getByText('+100,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
