import { fromMinor, toMinor } from '@/lib/amount';
import type { RevenueRow } from '@/features/agent-reports/api/get-agent-revenue';

/** A part of the team and what it paid: basis x (your rate - the downline's), as decimal strings. */
export interface IncomePart {
  /** The downline whose team this is; null: the rest of your team. */
  downline: string | null;
  basis: string;
  ownRate: string;
  /** The downline's rate; "0.00" for the rest of the team. */
  downlineRate: string;
  differential: string;
  income: string;
}

export interface IncomeBreakdown {
  parts: IncomePart[];
  /** What the payment holds beyond its parts (another rounding upstream); null when they add up. */
  adjustment: string | null;
  /** The parts' bases together: the payment's basis. */
  basis: string;
  /** The payment: the parts' incomes plus any adjustment. */
  total: string;
}

/** Rounded down to a minor unit, as the platform rounds each part (below 0 too). */
function floorDiv(value: bigint, by: bigint): bigint {
  const quotient = value / by;
  return value % by !== 0n && value < 0n !== by < 0n ? quotient - 1n : quotient;
}

/**
 * How a contract payment adds up: each part's basis at the differential (your rate less its
 * downline's; your whole rate on the rest of the team), summed. Rates are percents with two
 * decimals, i.e. basis points as minor units; every figure is whole minor units (BigInt).
 * A payment without parts (paid before the platform listed them) is its basis at your rate.
 */
export function incomeBreakdown(row: Pick<RevenueRow, 'basis' | 'rate' | 'amount' | 'parts'>): IncomeBreakdown {
  const own = toMinor(row.rate);
  const listed = row.parts?.length ? row.parts : [{ downline: null, basis: row.basis, rate: null }];
  let basis = 0n;
  let sum = 0n;
  const parts = listed.map((part) => {
    const theirs = part.rate == null ? 0n : toMinor(part.rate);
    const differential = own - theirs;
    const partBasis = toMinor(part.basis);
    const income = floorDiv(partBasis * differential, 10_000n);
    basis += partBasis;
    sum += income;
    return {
      downline: part.downline ?? null,
      basis: fromMinor(partBasis),
      ownRate: fromMinor(own),
      downlineRate: fromMinor(theirs),
      differential: fromMinor(differential),
      income: fromMinor(income),
    };
  });
  const amount = toMinor(row.amount);
  return { parts, adjustment: amount === sum ? null : fromMinor(amount - sum), basis: fromMinor(basis), total: fromMinor(amount) };
}
