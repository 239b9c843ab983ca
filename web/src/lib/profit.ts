import { isZeroAmount } from '@/lib/amount';
import type { Schemas } from '@/types/api';

/**
 * Profit and loss figures (decimal strings), shared by the member's personal profit
 * (ODSFE2_getPersonalProfit) and the agent's user profit and loss (ODSFE2_getTeamProfitLoss).
 */
export type ProfitFigures = Schemas['ProfitFigures'];

/** The figures in their column order. */
export const PROFIT_FIELDS = ['betAmount', 'validBet', 'winAmount', 'profit', 'bonus', 'deposit', 'withdraw'] as const satisfies readonly (keyof ProfitFigures)[];

/** Nothing happened: every figure is zero. */
export const isQuiet = (figures: ProfitFigures): boolean => PROFIT_FIELDS.every((field) => isZeroAmount(figures[field]));
