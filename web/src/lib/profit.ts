import { isZeroAmount } from '@/lib/amount';

/**
 * Profit and loss figures (decimal strings), shared by the member's personal profit
 * (ODSFE2_getPersonalProfit) and the agent's user profit and loss (ODSFE2_getTeamProfitLoss).
 */
export interface ProfitFigures {
  betAmount: string;
  validBet: string;
  winAmount: string;
  /** Signed: wins - bets (below 0 when the player lost). */
  profit: string;
  bonus: string;
  deposit: string;
  withdraw: string;
}

/** The figures in their column order. */
export const PROFIT_FIELDS = ['betAmount', 'validBet', 'winAmount', 'profit', 'bonus', 'deposit', 'withdraw'] as const satisfies readonly (keyof ProfitFigures)[];

/** Nothing happened: every figure is zero. */
export const isQuiet = (figures: ProfitFigures): boolean => PROFIT_FIELDS.every((field) => isZeroAmount(figures[field]));
