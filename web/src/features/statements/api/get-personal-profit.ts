import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { FullQuery, ApiValue, Schemas } from '@/types/api';
import { withQuery } from '@/lib/query-string';

export const personalProfitRelay = '/wps/relay/ODSFE2_getPersonalProfit';

/** yyyy-MM-dd on the brand's calendar, both inclusive. */
export type PersonalProfitQuery = FullQuery<typeof personalProfitRelay>;

export type ProfitDay = Schemas['ProfitDay'];

/** Every day of the range, newest first, played or not. */
export type PersonalProfitReport = ApiValue<typeof personalProfitRelay>;

export function personalProfitPath(query: PersonalProfitQuery): string {
  return withQuery(personalProfitRelay, { beginDate: query.beginDate, endDate: query.endDate });
}

export const getPersonalProfit = (path: string) => apiRequest<PersonalProfitReport>(path);

/** GET ODSFE2_getPersonalProfit (token, real account), keyed by its range. */
export function usePersonalProfit(query: PersonalProfitQuery) {
  return useSWR<PersonalProfitReport, ApiError>(personalProfitPath(query), getPersonalProfit, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
