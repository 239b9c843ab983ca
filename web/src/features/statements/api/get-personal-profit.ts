import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const personalProfitRelay = '/wps/relay/ODSFE2_getPersonalProfit';

export interface PersonalProfitQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
}

/** Decimal strings; profit is signed (wins - bets). */
export interface ProfitFigures {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
  bonus: string;
  deposit: string;
  withdraw: string;
}

export interface ProfitDay extends ProfitFigures {
  /** yyyy-MM-dd. */
  date: string;
}

export interface PersonalProfitReport {
  /** Every day of the range, newest first, played or not. */
  list: ProfitDay[];
  totals: ProfitFigures;
}

export const PROFIT_FIELDS = ['betAmount', 'validBet', 'winAmount', 'profit', 'bonus', 'deposit', 'withdraw'] as const satisfies readonly (keyof ProfitFigures)[];

export function personalProfitPath(query: PersonalProfitQuery): string {
  const search = new URLSearchParams({ beginDate: query.beginDate, endDate: query.endDate });
  return `${personalProfitRelay}?${search.toString()}`;
}

export const getPersonalProfit = (path: string): Promise<PersonalProfitReport> => apiRequest<PersonalProfitReport>(path);

/** GET ODSFE2_getPersonalProfit (token, real account), keyed by its range. */
export function usePersonalProfit(query: PersonalProfitQuery) {
  return useSWR<PersonalProfitReport, ApiError>(personalProfitPath(query), getPersonalProfit, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
