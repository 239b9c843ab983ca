import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentIncome } from '@/features/agent-reports/components/agent-income';
import { revenue } from '@/testing/agent-report-fixtures';
import { renderWithBoot } from '@/testing/render';
import { logIn, world } from '@/testing/world';

const NOW = new Date('2025-03-15T10:00:00Z');
const RELAY = 'ODSFE2_getAgentRevenue';

const calls = () => world.calls.filter((call) => call.path.includes(RELAY)).map((call) => new URL(call.path, 'http://x'));
const lastQuery = () => Object.fromEntries(calls().at(-1)?.searchParams ?? []);
const rowOf = (element: HTMLElement) => element.closest('tr') as HTMLElement;
const fact = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

const DAY_START = Date.UTC(2025, 2, 13, 17, 0, 0); // 2025-03-14 00:00 in the brand's zone

describe('my income (agent revenue)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the last 7 days of every kind, then for the kind searched', async () => {
    logIn({ accountType: 1 });
    const { user } = renderWithBoot(<AgentIncome />);
    await waitFor(() => expect(lastQuery()).toEqual({ beginDate: '2025-03-09', endDate: '2025-03-15', pageNo: '1', pageSize: '20' }));
    const kind = screen.getByLabelText('Kind');
    expect(within(kind).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All kinds',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    await user.selectOptions(kind, 'hourly_salary');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'hourly_salary', pageNo: '1' }));
  });

  it('shows each payment (kind, period, basis, rate, amount) and the totals per kind and overall', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.revenue = [
      revenue({ index: 0, kind: 'daily_salary', periodStart: DAY_START, periodEnd: DAY_START + 86_400_000, basis: '1500000.00', rate: '1.5', amount: '22500.00' }),
      revenue({ index: 1, kind: 'dividend', basis: '3000000.00', rate: '40.00', amount: '1200000.00' }),
      revenue({ index: 2, kind: 'realtime_salary', basis: '10000.00', rate: '0.50', amount: '50.00' }),
    ];
    renderWithBoot(<AgentIncome />);
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(within(table).getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Time (GMT+7)',
      'Kind',
      'Period',
      'Basis',
      'Rate',
      'Amount',
    ]);
    const daily = rowOf(within(table).getByText('Daily salary'));
    expect(within(daily).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      // 08:00 UTC on the brand's (Ho Chi Minh City, UTC+7) clock, whatever the device's zone.
      '03/15/2025, 15:00:00',
      'Daily salary',
      // A day of the brand's (Ho Chi Minh City) calendar, whatever the browser's zone.
      '03/14/2025',
      '1,500,000.00',
      '1.50%',
      '22,500.00',
    ]);
    expect(within(rowOf(within(table).getByText('Dividend'))).getByText('1,200,000.00')).toBeInTheDocument();
    expect(within(rowOf(within(table).getByText('Real-time salary'))).getByText('0.50%')).toBeInTheDocument();

    const totals = screen.getByTestId('income-totals');
    expect(within(totals).getByText('1,222,550.00')).toBeInTheDocument();
    expect(fact(totals, 'Dividend')).toBe('1,200,000.00');
    expect(fact(totals, 'Daily salary')).toBe('22,500.00');
    expect(fact(totals, 'Hourly salary')).toBe('0.00');
    expect(fact(totals, 'Real-time salary')).toBe('50.00');
  });

  it('says when the contracts paid nothing', async () => {
    logIn({ accountType: 1 });
    renderWithBoot(<AgentIncome />);
    expect(await screen.findByText('No income in this period')).toBeInTheDocument();
  });
});
