import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ProfitFigures } from '@/lib/profit';
import { withQuery } from '@/lib/query-string';

export const personalProfitRelay = '/wps/relay/ODSFE2_getPersonalProfit';

export interface PersonalProfitQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
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

export function personalProfitPath(query: PersonalProfitQuery): string {
  return withQuery(personalProfitRelay, { beginDate: query.beginDate, endDate: query.endDate });
}

export const getPersonalProfit = (path: string): Promise<PersonalProfitReport> => apiRequest<PersonalProfitReport>(path);

/** GET ODSFE2_getPersonalProfit (token, real account), keyed by its range. */
export function usePersonalProfit(query: PersonalProfitQuery) {
  return useSWR<PersonalProfitReport, ApiError>(personalProfitPath(query), getPersonalProfit, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
