import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentIncome } from '@/features/agent-reports/components/agent-income';
import { toMinor } from '@/lib/amount';
import { DOCS_DIVIDEND, revenue } from '@/testing/agent-report-fixtures';
import { renderWithBoot } from '@/testing/render';
import { logIn } from '@/testing/world';

/** "1,234.50" as shown -> minor units. */
const shown = (text: string | null | undefined) => toMinor((text ?? '').replace(/,/g, ''));

describe('my income: how a payment adds up', () => {
  // The fixtures' payments are of 2025-03-15: the report's last 7 days hold them.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each part (basis, rates, differential, income) and the figures on screen add up to the amount', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.revenue = [
      revenue({
        kind: 'dividend',
        ...DOCS_DIVIDEND,
      }),
    ];
    const { user } = renderWithBoot(<AgentIncome />);
    const income = await screen.findByRole('table', { name: 'My income' });
    expect(screen.queryByRole('table', { name: 'How this payment adds up' })).not.toBeInTheDocument();
    await user.click(within(income).getByText('How it adds up'));

    const parts = screen.getByRole('table', { name: 'How this payment adds up' });
    expect(within(parts).getAllByRole('columnheader').map((head) => head.textContent)).toEqual([
      'Part of the team',
      'Basis',
      'Your rate',
      "Downline's rate",
      'Differential',
      'Income',
    ]);
    const body = within(parts).getAllByRole('rowgroup')[1] as HTMLElement;
    const rows = within(body)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Rest of your team', '50,000.00', '40.00%', '0.00%', '40.00%', '20,000.00'],
      ["agent02's team", '300,000.00', '40.00%', '30.00%', '10.00%', '30,000.00'],
    ]);
    const total = within(parts).getByTestId('income-parts-total');
    const [, basis, , income2] = [...total.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(basis).toBe('350,000.00');
    expect(income2).toBe('50,000.00');
    // What is on screen adds up: the bases to the basis, the incomes to the payment's amount.
    expect(rows.reduce((sum, row) => sum + shown(row[1]), 0n)).toBe(shown(basis));
    expect(rows.reduce((sum, row) => sum + shown(row[5]), 0n)).toBe(shown(income2));
    expect(within(income).getAllByText('50,000.00').length).toBeGreaterThan(0);
  });

  it('shows what a payment holds beyond its parts as the platform adjusting it, so it still adds up', async () => {
    const w = logIn({ accountType: 1 });
    w.agentReports.revenue = [revenue({ basis: '150000.00', rate: '1.00', amount: '1200.00', parts: [] })];
    const { user } = renderWithBoot(<AgentIncome />);
    const income = await screen.findByRole('table', { name: 'My income' });
    await user.click(within(income).getByText('How it adds up'));
    const parts = screen.getByRole('table', { name: 'How this payment adds up' });
    expect(within(within(parts).getByText('Rest of your team').closest('tr') as HTMLElement).getAllByRole('cell').at(-1)?.textContent).toBe('1,500.00');
    expect(within(within(parts).getByText('Adjusted by the platform').closest('tr') as HTMLElement).getAllByRole('cell').at(-1)?.textContent).toBe('-300.00');
    expect(within(parts).getByTestId('income-parts-total')).toHaveTextContent('1,200.00');
  });
});
