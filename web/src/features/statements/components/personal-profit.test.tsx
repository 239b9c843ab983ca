import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonalProfit } from '@/features/statements/components/personal-profit';
import { renderWithBoot, setPhoneViewport } from '@/testing/render';
import { server } from '@/testing/server';
import { profitDay } from '@/testing/statement-fixtures';
import { logIn, world } from '@/testing/world';
import { amountTone } from '@/testing/amount-tone';

const NOW = new Date('2025-03-15T10:00:00Z');

const calls = () => world.calls.filter((call) => call.path.includes('ODSFE2_getPersonalProfit')).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);

/** Body rows of the report table (header and totals left out). */
const bodyRows = (table: HTMLElement) =>
  within(table.querySelector('tbody') as HTMLElement).getAllByRole('row') as HTMLTableRowElement[];

const ACTIVE_DAYS = [
  profitDay('2025-03-14', { betAmount: '1000.00', winAmount: '1234567.5', deposit: '100000.00', bonus: '10000.00' }),
  profitDay('2025-03-12', { betAmount: '2500.00', withdraw: '50000.00' }),
];

describe('personal profit and loss (personalProfit)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the last 7 days at first, then for the chosen range', async () => {
    logIn();
    const { user } = renderWithBoot(<PersonalProfit />);
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-09', endDate: '2025-03-15' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-02-14', endDate: '2025-03-15' }));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '03/10/2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-02-14', endDate: '2025-03-10' }));
  });

  it('lists the days with activity, newest first, with separators, signed profit and totals', async () => {
    logIn({ profitDays: ACTIVE_DAYS });
    renderWithBoot(<PersonalProfit />);
    const table = await screen.findByRole('table', { name: 'Profit and loss by day' });
    const rows = bodyRows(table);
    expect(rows.map((row) => row.cells[0]?.textContent)).toEqual(['03/14/2025', '03/12/2025']);

    const [won, lost] = rows as [HTMLTableRowElement, HTMLTableRowElement];
    expect(within(won).getAllByText('1,000.00')).toHaveLength(2); // bet and valid bet
    expect(within(won).getByText('1,234,567.50')).toBeInTheDocument();
    expect(amountTone(within(won).getByText('1,233,567.50'))).toBe('positive');
    expect(within(won).getByText('10,000.00')).toBeInTheDocument();
    expect(within(won).getByText('100,000.00')).toBeInTheDocument();
    expect(amountTone(within(lost).getByText('-2,500.00'))).toBe('negative');
    expect(within(lost).getByText('50,000.00')).toBeInTheDocument();

    const totals = screen.getByTestId('profit-totals');
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(within(totals).getAllByText('3,500.00')).toHaveLength(2);
    expect(amountTone(within(totals).getByText('1,231,067.50'))).toBe('positive');
    expect(within(totals).getByText('100,000.00')).toBeInTheDocument();
    expect(within(totals).getByText('50,000.00')).toBeInTheDocument();
  });

  it('shows the days without activity on demand, the totals always', async () => {
    logIn({ profitDays: ACTIVE_DAYS });
    const { user } = renderWithBoot(<PersonalProfit />);
    const table = await screen.findByRole('table', { name: 'Profit and loss by day' });
    expect(bodyRows(table)).toHaveLength(2);
    const toggle = screen.getByRole('checkbox', { name: 'Show days without activity' });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(bodyRows(table).map((row) => row.cells[0]?.textContent)).toEqual([
      '03/15/2025',
      '03/14/2025',
      '03/13/2025',
      '03/12/2025',
      '03/11/2025',
      '03/10/2025',
      '03/09/2025',
    ]);
    expect(calls()).toHaveLength(1); // shown from the same answer
    expect(within(screen.getByTestId('profit-totals')).getByText('1,231,067.50')).toBeInTheDocument();

    await user.click(toggle);
    expect(bodyRows(table)).toHaveLength(2);
  });

  it('says when nothing happened in the period', async () => {
    logIn({ profitDays: [profitDay('2025-02-01', { betAmount: '10.00' })] });
    renderWithBoot(<PersonalProfit />);
    expect(await screen.findByText('No activity in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    logIn({ profitDays: ACTIVE_DAYS });
    let failures = 1;
    server.use(
      http.get('*/wps/relay/ODSFE2_getPersonalProfit', () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE', message: 'x' }, { status: 503 });
      }),
    );
    const { user } = renderWithBoot(<PersonalProfit />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Profit and loss by day' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows stacked cards on a phone', async () => {
    setPhoneViewport();
    logIn({ profitDays: ACTIVE_DAYS });
    renderWithBoot(<PersonalProfit />);
    const cards = await screen.findByRole('list', { name: 'Profit and loss by day' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('03/14/2025')).toBeInTheDocument();
    expect(amountTone(within(items[1] as HTMLElement).getAllByText('-2,500.00')[0] as HTMLElement)).toBe('negative');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('profit-totals')).getByText('1,231,067.50')).toBeInTheDocument();
  });
});
