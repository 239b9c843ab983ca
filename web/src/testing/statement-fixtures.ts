/**
 * Statement rows as the simulator answers them (simulator/features/statements/service.py,
 * contract section 12): account record transfers, days of the personal profit and loss, bonuses.
 */
import { sumAmounts } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

/** A transfer of ODSFE2_MemTransDet. */
export type TransactionFixture = Schemas['Transaction'];

/** Ledger kind -> the type filter's group (the simulator's GROUPS); others are OTHER. */
export const TRANSACTION_GROUPS: Record<string, TransactionFixture['type']> = {
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
  withdraw_fee: 'WITHDRAW',
  withdraw_refund: 'WITHDRAW',
  transfer_in: 'TRANSFER',
  transfer_out: 'TRANSFER',
  upline_transfer: 'TRANSFER',
  bonus: 'BONUS',
  bet: 'GAME',
  win: 'GAME',
  lotto_bet: 'GAME',
  lotto_win: 'GAME',
  dividend: 'COMMISSION',
  salary: 'COMMISSION',
};

/** The account record's type filter: ALL, the groups and OTHER (money), POINTS (the point movements). */
export const TRANSACTION_TYPES = new Set(['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'GAME', 'COMMISSION', 'OTHER', 'POINTS']);

/** Point movements (unit POINTS): whole points, signed; wallet, from and to are POINTS. */
const POINTS_OUT = new Set(['points_redeem', 'points_convert']);

/** Kinds that take money out of the member's wallets; transfer_in/out move it between them. */
const OUTGOING = new Set(['withdraw', 'withdraw_fee', 'upline_transfer', 'bet', 'lotto_bet']);
const INTERNAL = new Set(['transfer_in', 'transfer_out']);

/**
 * A transfer (default: a 100,000.00 deposit to the main wallet, done, at 2025-03-15 08:00 UTC
 * minus `index` minutes). The sign, wallets and group follow from the kind, as on the server:
 * transfer_in goes main -> `game` wallet, transfer_out `game` wallet -> main.
 */
export function transaction(overrides: Partial<TransactionFixture> & { index?: number; game?: string } = {}): TransactionFixture {
  const { index = 0, game = 'PG', ...rest } = overrides;
  const kind = rest.kind ?? 'deposit';
  if (rest.unit === 'POINTS') return pointsMovement(kind, index, rest);
  const gross = rest.gross ?? '100000.00';
  const internal = INTERNAL.has(kind);
  const outgoing = OUTGOING.has(kind);
  const from = kind === 'transfer_in' ? 'MAIN' : kind === 'transfer_out' ? game : outgoing ? null : 'MAIN';
  const to = kind === 'transfer_in' ? game : kind === 'transfer_out' ? 'MAIN' : outgoing ? 'MAIN' : null;
  return {
    id: `T${String(index).padStart(8, '0')}`,
    type: TRANSACTION_GROUPS[kind] ?? 'OTHER',
    kind,
    amount: internal ? '0.00' : outgoing ? `-${gross}` : gross,
    gross,
    unit: 'MONEY',
    wallet: kind === 'transfer_out' ? game : 'MAIN',
    from,
    to,
    status: 'DONE',
    time: Date.UTC(2025, 2, 15, 8, 0, 0) - index * 60_000,
    ...rest,
  };
}

/** A point movement of `kind` (points_earn in, points_redeem and points_convert out; default 120 points). */
function pointsMovement(kind: string, index: number, rest: Partial<TransactionFixture>): TransactionFixture {
  const gross = rest.gross ?? '120';
  const outgoing = POINTS_OUT.has(kind);
  return {
    id: `P${String(index).padStart(8, '0')}`,
    type: 'POINTS',
    kind,
    amount: outgoing ? `-${gross}` : gross,
    gross,
    wallet: 'POINTS',
    from: outgoing ? null : 'POINTS',
    to: outgoing ? 'POINTS' : null,
    status: 'DONE',
    time: Date.UTC(2025, 2, 15, 8, 0, 0) - index * 60_000,
    ...rest,
    unit: 'POINTS',
  };
}

/** The point movements' totals: whole points in, out and the net, as the simulator sums them. */
export function pointsTotals(rows: TransactionFixture[]) {
  const moved = rows.filter((row) => row.status !== 'CANCELLED').map((row) => Number(row.amount));
  const pointsIn = moved.filter((value) => value > 0).reduce((sum, value) => sum + value, 0);
  const pointsOut = -moved.filter((value) => value < 0).reduce((sum, value) => sum + value, 0);
  return { in: String(pointsIn), out: String(pointsOut), net: String(pointsIn - pointsOut) };
}

/**
 * The account record's totals: what actually moved in and out (a cancelled (voided) reserve
 * moved nothing; moves between the member's own wallets are 0) and the net.
 */
export function transactionTotals(rows: TransactionFixture[]) {
  const moved = rows.filter((row) => row.status !== 'CANCELLED');
  const moneyIn = sumAmounts(moved.filter((row) => !row.amount.startsWith('-')).map((row) => row.amount));
  const moneyOut = sumAmounts(moved.filter((row) => row.amount.startsWith('-')).map((row) => row.amount.slice(1)));
  return { in: moneyIn, out: moneyOut, net: sumAmounts([moneyIn, `-${moneyOut}`]) };
}

/** Figures of a day of ODSFE2_getPersonalProfit (decimal strings; profit = win - bet). */
export type ProfitFiguresFixture = Schemas['ProfitFigures'];

export type ProfitDayFixture = Schemas['ProfitDay'];

export const PROFIT_FIELDS = ['betAmount', 'validBet', 'winAmount', 'profit', 'bonus', 'deposit', 'withdraw'] as const;

export const zeroFigures = (): ProfitFiguresFixture => ({
  betAmount: '0.00',
  validBet: '0.00',
  winAmount: '0.00',
  profit: '0.00',
  bonus: '0.00',
  deposit: '0.00',
  withdraw: '0.00',
});

/** Each figure summed over the rows. */
export function sumFigures(rows: ProfitFiguresFixture[]): ProfitFiguresFixture {
  const totals = zeroFigures();
  for (const field of PROFIT_FIELDS) totals[field] = sumAmounts(rows.map((row) => row[field]));
  return totals;
}

/** A day with activity (default: nothing but the date); valid bet follows the bet, profit win - bet. */
export function profitDay(date: string, overrides: Partial<ProfitFiguresFixture> = {}): ProfitDayFixture {
  const betAmount = overrides.betAmount ?? '0.00';
  const winAmount = overrides.winAmount ?? '0.00';
  return {
    ...zeroFigures(),
    validBet: betAmount,
    ...overrides,
    date,
    betAmount,
    winAmount,
    profit: overrides.profit ?? sumAmounts([winAmount, `-${betAmount}`]),
  };
}

/** A paid bonus of PROMOFE_getBonusDetails. */
export type BonusFixture = Schemas['BonusItem'];

/**
 * A bonus (default: the first deposit promotion of fixtures/promotions.yaml, 10,000.00, at
 * 2025-03-15 08:00 UTC minus `index` minutes, its rollover of 3 x (deposit + bonus) a third done).
 */
export function bonus(overrides: Partial<BonusFixture> & { index?: number } = {}): BonusFixture {
  const { index = 0, ...rest } = overrides;
  return {
    id: `promo:1001:1:${index}`,
    type: 'FIRST_DEPOSIT',
    title: 'First deposit bonus',
    amount: '10000.00',
    rollover: { required: '330000.00', achieved: '110000.00', state: 'PROCESS' },
    status: 'ISSUED',
    time: Date.UTC(2025, 2, 15, 8, 0, 0) - index * 60_000,
    ...rest,
  };
}
