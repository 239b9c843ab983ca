import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

export const bonusDetailsRelay = '/wps/relay/PROMOFE_getBonusDetails';
export const BONUS_DETAILS_PAGE_SIZE = 20;

export interface BonusDetailsQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

export interface BonusPayment {
  /** The ledger reference. */
  id: string;
  /** FIRST_DEPOSIT, or another promotion's type (OTHER when unknown). */
  type: string;
  amount: string;
  /** ISSUED: paid to the main wallet. */
  status: string;
  /** Epoch milliseconds. */
  time: number;
}

export interface BonusDetailsPage {
  list: BonusPayment[];
  /** Sum of every bonus in the range (all pages). */
  total: string;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function bonusDetailsPath(query: BonusDetailsQuery): string {
  const { beginDate, endDate, pageNo, pageSize } = query;
  return withQuery(bonusDetailsRelay, { beginDate, endDate, pageNo, pageSize });
}

export const getBonusDetails = (path: string): Promise<BonusDetailsPage> => apiRequest<BonusDetailsPage>(path);

/** GET PROMOFE_getBonusDetails (token, real account), keyed by its full query. */
export function useBonusDetails(query: BonusDetailsQuery) {
  return useSWR<BonusDetailsPage, ApiError>(bonusDetailsPath(query), getBonusDetails, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
