import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TransactionHistory } from '@/features/statements/components/transaction-history';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { transaction } from '@/testing/statement-fixtures';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z'); // 17:00 in the brand's zone (Asia/Ho_Chi_Minh)

const calls = () => world.calls.filter((call) => call.path.includes('ODSFE2_MemTransDet')).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);

const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;

describe('account record (transactionHistory)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for today's records of every type, 20 a page, then for the chosen dates and type", async () => {
    logIn();
    const { user } = renderWithBoot(<TransactionHistory />);
    await waitFor(() =>
      expect(lastQuery()).toEqual({ beginDate: '2025-03-15', endDate: '2025-03-15', type: 'ALL', pageNo: '1', pageSize: '20' }),
    );
    const type = screen.getByLabelText('Type');
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Transfer',
      'Bonus',
      'Game',
      'Commission',
      'Other',
      'Points',
    ]);
    await user.selectOptions(type, 'WITHDRAW');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '03/01/2025');
    expect(calls()).toHaveLength(1); // nothing is asked before Search
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({ beginDate: '2025-03-01', endDate: '2025-03-15', type: 'WITHDRAW', pageNo: '1', pageSize: '20' }),
    );
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ beginDate: '2025-03-09', endDate: '2025-03-15', type: 'WITHDRAW' }));
  });

  it('does not search a range that ends before it starts', async () => {
    logIn();
    const { user } = renderWithBoot(<TransactionHistory />);
    await waitFor(() => expect(calls()).toHaveLength(1));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '03/20/2025');
    expect(screen.getByText('The end date cannot be before the start date.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(calls()).toHaveLength(1);
  });

  it('words each movement, signs and colours its amount, and totals money in and out', async () => {
    logIn({
      transactions: [
        transaction({ index: 0, kind: 'deposit', gross: '1234567.5' }),
        transaction({ index: 1, kind: 'withdraw', gross: '200000.00', status: 'PENDING' }),
        transaction({ index: 2, kind: 'withdraw_fee', gross: '2000.00' }),
        transaction({ index: 3, kind: 'withdraw_refund', gross: '50000.00' }),
        transaction({ index: 4, kind: 'transfer_in', gross: '30000.00', game: 'PG' }),
        transaction({ index: 5, kind: 'transfer_out', gross: '12000.00', game: 'EVO' }),
        transaction({ index: 6, kind: 'withdraw', gross: '70000.00', status: 'CANCELLED' }),
        transaction({ index: 7, kind: 'jackpot_share', gross: '5.00' }),
      ],
    });
    renderWithBoot(<TransactionHistory />);
    const table = await screen.findByRole('table', { name: 'Account records' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('8 records')).toBeInTheDocument();

    const deposit = rowOf(within(table).getByText('Deposit'));
    expect(amountTone(within(deposit).getByText('+1,234,567.50'))).toBe('positive');
    expect(within(deposit).getByText('Main wallet')).toBeInTheDocument();
    expect(within(deposit).getByText('Completed')).toBeInTheDocument();

    const pending = rowOf(within(table).getByText('Pending'));
    expect(within(pending).getByText('Withdrawal')).toBeInTheDocument();
    expect(amountTone(within(pending).getByText('-200,000.00'))).toBe('negative');
    expect(amountTone(within(rowOf(within(table).getByText('Withdrawal fee'))).getByText('-2,000.00'))).toBe('negative');
    expect(amountTone(within(rowOf(within(table).getByText('Withdrawal refund'))).getByText('+50,000.00'))).toBe('positive');
    expect(within(rowOf(within(table).getByText('Cancelled'))).getByText('-70,000.00')).toBeInTheDocument();

    // Between the member's own wallets: what moved, neither in nor out.
    const toGame = rowOf(within(table).getByText('Transfer to PG wallet'));
    expect(amountTone(within(toGame).getByText('30,000.00'))).toBe('zero');
    expect(within(toGame).getByText('Main wallet')).toBeInTheDocument();
    const fromGame = rowOf(within(table).getByText('Transfer from EVO wallet'));
    expect(amountTone(within(fromGame).getByText('12,000.00'))).toBe('zero');
    expect(within(fromGame).getByText('EVO wallet')).toBeInTheDocument();
    // A kind without wording shows its group.
    expect(within(rowOf(within(table).getByText('Other'))).getByText('+5.00')).toBeInTheDocument();

    // In: 1,234,567.50 + 50,000 + 5; out: 200,000 (held) + 2,000; the cancelled reserve moved nothing.
    const totals = screen.getByTestId('transaction-totals');
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getByText('Money in').nextElementSibling).toHaveTextContent('1,284,572.50');
    expect(within(totals).getByText('Money out').nextElementSibling).toHaveTextContent('202,000.00');
    expect(amountTone(within(totals).getByText('+1,082,572.50'))).toBe('positive');
  });

  it('colours a negative net red', async () => {
    logIn({ transactions: [transaction({ index: 0, kind: 'bet', gross: '1500.00' })] });
    renderWithBoot(<TransactionHistory />);
    const totals = await screen.findByTestId('transaction-totals');
    expect(amountTone(within(totals).getByText('-1,500.00'))).toBe('negative');
    expect(screen.getByText('1 record')).toBeInTheDocument();
  });

  it('pages through the records, 20 a page', async () => {
    logIn({ transactions: Array.from({ length: 45 }, (_, index) => transaction({ index, gross: `${index + 1}.00` })) });
    const { user } = renderWithBoot(<TransactionHistory />);
    expect(await screen.findByText('+1.00')).toBeInTheDocument();
    expect(screen.getByText('45 records')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('+21.00')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '2', pageSize: '20', type: 'ALL' });

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('+45.00')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ pageNo: '3' });
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled());
  });

  it('goes back to page 1 on a new search', async () => {
    logIn({ transactions: Array.from({ length: 25 }, (_, index) => transaction({ index })) });
    const { user } = renderWithBoot(<TransactionHistory />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: '2' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'DEPOSIT');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: '1', type: 'DEPOSIT' }));
  });

  it('says when there is nothing in the period', async () => {
    logIn({ transactions: [transaction({ time: Date.UTC(2025, 2, 1, 8) })] });
    renderWithBoot(<TransactionHistory />);
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('transaction-totals')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    logIn({ transactions: [transaction({ index: 0 })] });
    let failures = 1;
    server.use(
      http.get('*/wps/relay/ODSFE2_MemTransDet', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_TIMEOUT', message: 'x' }, { status: 504 });
      }),
    );
    const { user } = renderWithBoot(<TransactionHistory />);
    expect(await screen.findByText('The page took long to load, please check the network.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'Account records' });
    expect(within(table).getByText('+100,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the point movements under Points, in whole points, and never among the money', async () => {
    logIn({
      transactions: [
        transaction({ index: 0, kind: 'deposit', gross: '50000.00' }),
        transaction({ index: 1, unit: 'POINTS', kind: 'points_earn', gross: '1250' }),
        transaction({ index: 2, unit: 'POINTS', kind: 'points_redeem', gross: '600' }),
        transaction({ index: 3, unit: 'POINTS', kind: 'points_convert', gross: '200', status: 'CANCELLED' }),
      ],
    });
    const { user } = renderWithBoot(<TransactionHistory />);
    const money = await screen.findByRole('table', { name: 'Account records' });
    expect(within(money).getAllByRole('row')).toHaveLength(2);
    expect(within(money).queryByText('Points earned')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Type'), 'POINTS');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'POINTS' }));
    const table = await screen.findByRole('table', { name: 'Account records' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const earned = rowOf(within(table).getByText('Points earned'));
    expect(amountTone(within(earned).getByText('+1,250 points'))).toBe('positive');
    expect(within(earned).getByText('Points', { selector: 'td' })).toBeInTheDocument();
    expect(amountTone(within(rowOf(within(table).getByText('Points redeemed'))).getByText('-600 points'))).toBe('negative');
    expect(within(rowOf(within(table).getByText('Points converted'))).getByText('Cancelled')).toBeInTheDocument();
    expect(within(table).queryByText(/\.00/)).not.toBeInTheDocument();

    const totals = screen.getByTestId('transaction-totals');
    expect(within(totals).getByText('Points in').nextElementSibling).toHaveTextContent('1,250 points');
    expect(within(totals).getByText('Points out').nextElementSibling).toHaveTextContent('600 points');
    expect(amountTone(within(totals).getByText('+650 points'))).toBe('positive');
  });

  it('shows stacked cards on a phone', async () => {
    setPhoneViewport();
    logIn({ transactions: [transaction({ index: 0, kind: 'transfer_in', gross: '30000.00', game: 'JILI' })] });
    renderWithBoot(<TransactionHistory />);
    const cards = await screen.findByRole('list', { name: 'Account records' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByText('Transfer to JILI wallet')).toBeInTheDocument();
    expect(within(card).getByText('30,000.00')).toBeInTheDocument();
    expect(within(card).getByText('Main wallet')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('transaction-totals')).toBeInTheDocument();
  });

  it('speaks Vietnamese', async () => {
    window.localStorage.setItem('lang', 'TY');
    logIn({
      transactions: [
        transaction({ index: 0, kind: 'withdraw_fee', gross: '2000.00' }),
        transaction({ index: 1, kind: 'transfer_out', gross: '12000.00', game: 'PG' }),
      ],
    });
    renderWithBoot(<TransactionHistory />);
    const table = await screen.findByRole('table', { name: 'Lịch sử giao dịch' });
    expect(within(table).getByText('Phí rút tiền')).toBeInTheDocument();
    expect(within(table).getByText('Chuyển về từ Ví PG')).toBeInTheDocument();
    expect(within(table).getAllByText('Thành công')).toHaveLength(2);
    expect(screen.getByLabelText('Loại giao dịch')).toBeInTheDocument();
    expect(screen.getByText('Tiền vào')).toBeInTheDocument();
    expect(screen.getByText('Tiền ra')).toBeInTheDocument();
  });
});
