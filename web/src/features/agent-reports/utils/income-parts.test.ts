import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '@/lib/amount';
import { incomeBreakdown, type IncomeBreakdown } from '@/features/agent-reports/utils/income-parts';
import { DOCS_DIVIDEND } from '@/testing/agent-report-fixtures';

/** What is on screen adds up: the parts' bases to the basis, their incomes (and any adjustment) to the total. */
function expectAddsUp(breakdown: IncomeBreakdown) {
  const incomes = breakdown.parts.reduce((sum, part) => sum + toMinor(part.income), 0n) + toMinor(breakdown.adjustment);
  expect(fromMinor(incomes)).toBe(breakdown.total);
  const bases = breakdown.parts.reduce((sum, part) => sum + toMinor(part.basis), 0n);
  expect(fromMinor(bases)).toBe(breakdown.basis);
  for (const part of breakdown.parts) {
    expect(fromMinor(toMinor(part.ownRate) - toMinor(part.downlineRate))).toBe(part.differential);
  }
}

describe('how a contract payment adds up', () => {
  it('splits the dividend of docs/agents.md: the rest of the team at 40%, agent02 at 40% - 30%', () => {
    const breakdown = incomeBreakdown(DOCS_DIVIDEND);
    expect(breakdown.parts).toEqual([
      { downline: null, basis: '50000.00', ownRate: '40.00', downlineRate: '0.00', differential: '40.00', income: '20000.00' },
      { downline: 'agent02', basis: '300000.00', ownRate: '40.00', downlineRate: '30.00', differential: '10.00', income: '30000.00' },
    ]);
    expect(breakdown.adjustment).toBeNull();
    expect(breakdown.total).toBe('50000.00');
    expectAddsUp(breakdown);
  });

  it('rounds each part down to a minor unit, as the platform pays them', () => {
    // 0.80% - 0.50% of 333.33 = 0.99999 -> 0.99; 0.80% of 12.34 = 0.09872 -> 0.09.
    const breakdown = incomeBreakdown({
      basis: '345.67',
      rate: '0.80',
      amount: '1.08',
      parts: [
        { downline: null, basis: '12.34', rate: null },
        { downline: 'sub01', basis: '333.33', rate: '0.50' },
      ],
    });
    expect(breakdown.parts.map((part) => [part.differential, part.income])).toEqual([
      ['0.80', '0.09'],
      ['0.30', '0.99'],
    ]);
    expect(breakdown.adjustment).toBeNull();
    expectAddsUp(breakdown);
  });

  it('takes a rest below 0 (the rest of the team won) down, rounding towards less', () => {
    const breakdown = incomeBreakdown({
      basis: '200000.01',
      rate: '40.00',
      amount: '19999.99',
      parts: [
        { downline: null, basis: '-100000.01', rate: null },
        { downline: 'agent02', basis: '300000.02', rate: '20.00' },
      ],
    });
    // -40,000.004 -> -40,000.01; 60,000.004 -> 60,000.00
    expect(breakdown.parts.map((part) => part.income)).toEqual(['-40000.01', '60000.00']);
    expect(breakdown.adjustment).toBeNull();
    expectAddsUp(breakdown);
  });

  it('shows a payment without parts as its basis at the rate, and what differs as an adjustment', () => {
    const breakdown = incomeBreakdown({ basis: '350000.00', rate: '40.00', amount: '50000.00', parts: [] });
    expect(breakdown.parts).toEqual([
      { downline: null, basis: '350000.00', ownRate: '40.00', downlineRate: '0.00', differential: '40.00', income: '140000.00' },
    ]);
    expect(breakdown.adjustment).toBe('-90000.00');
    expectAddsUp(breakdown);
    expect(incomeBreakdown({ basis: '10000.00', rate: '0.50', amount: '50.00' }).adjustment).toBeNull();
  });

  it('adds up whatever the figures (a sweep of bases and rates)', () => {
    let seed = 7n;
    const next = (mod: bigint) => {
      seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 63n;
      return seed % mod;
    };
    for (let i = 0; i < 200; i += 1) {
      const own = 1n + next(5000n);
      const parts: { downline: string | null; basis: string; rate: string | null }[] = [{ downline: null, basis: fromMinor(next(10_000_000n) - 5_000_000n), rate: null }];
      for (let d = 0n; d < next(4n); d += 1n) {
        parts.push({ downline: `agent${d}`, basis: fromMinor(next(100_000_000n)), rate: fromMinor(next(own + 1n)) });
      }
      const expected = parts.reduce((sum, part) => {
        const product = toMinor(part.basis) * (own - toMinor(part.rate));
        const floor = product / 10_000n - (product % 10_000n !== 0n && product < 0n ? 1n : 0n);
        return sum + floor;
      }, 0n);
      const basis = parts.reduce((sum, part) => sum + toMinor(part.basis), 0n);
      const breakdown = incomeBreakdown({ basis: fromMinor(basis), rate: fromMinor(own), amount: fromMinor(expected), parts });
      expect(breakdown.adjustment).toBeNull();
      expectAddsUp(breakdown);
    }
  });
});
