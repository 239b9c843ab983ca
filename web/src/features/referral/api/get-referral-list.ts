import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const referralListRelay = '/wps/relay/MCSFE_getReferralList';
export const REFERRAL_PAGE_SIZE = 10;

export type ReferralListQuery = FullQuery<typeof referralListRelay>;
/** One invitee: the account masked, when they registered and first deposited, their status. */
export type Invitee = Schemas['Invitee'];
export type InviteeStatus = Invitee['status'];
export type ReferralListPage = ApiValue<typeof referralListRelay>;

export const referralListPath = ({ pageNo, pageSize }: ReferralListQuery): string => withQuery(referralListRelay, { pageNo, pageSize });

const getReferralList = (path: string) => apiRequest<ReferralListPage>(path);

/** GET MCSFE_getReferralList (token, real account): newest registration first, a page at a time. */
export function useReferralList(query: ReferralListQuery) {
  return useSWR<ReferralListPage, ApiError>(referralListPath(query), getReferralList, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
