import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { FullQuery, ApiValue, Schemas } from '@/types/api';

export const bonusDetailsRelay = '/wps/relay/PROMOFE_getBonusDetails';
export const BONUS_DETAILS_PAGE_SIZE = 20;

/** yyyy-MM-dd on the brand's calendar, both inclusive; the page. */
export type BonusDetailsQuery = FullQuery<typeof bonusDetailsRelay>;

export type BonusPayment = Schemas['BonusItem'];

/** total: the sum of every bonus in the range (all pages). */
export type BonusDetailsPage = ApiValue<typeof bonusDetailsRelay>;

export function bonusDetailsPath(query: BonusDetailsQuery): string {
  const { beginDate, endDate, pageNo, pageSize } = query;
  return withQuery(bonusDetailsRelay, { beginDate, endDate, pageNo, pageSize });
}

export const getBonusDetails = (path: string) => apiRequest<BonusDetailsPage>(path);

/** GET PROMOFE_getBonusDetails (token, real account), keyed by its full query. */
export function useBonusDetails(query: BonusDetailsQuery) {
  return useSWR<BonusDetailsPage, ApiError>(bonusDetailsPath(query), getBonusDetails, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
