import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

export const redeemsRelay = '/wps/relay/MCS2_getRedeemPointList';
export const REDEEMS_PAGE_SIZE = 10;

/** A redeem: PROCESS until QA approves or rejects it (remark: why). */
export type Redeem = Schemas['Redeem'];
export type RedeemStatus = Redeem['status'];

export type Redeems = ApiValue<typeof redeemsRelay>;

export const redeemsPath = (pageNo: number) => withQuery(redeemsRelay, { pageNo, pageSize: REDEEMS_PAGE_SIZE });

const getRedeems = ([path]: readonly [string, string]) => apiRequest<Redeems>(path);

/** GET MCS2_getRedeemPointList, newest first; keyed by language (reward names are in it). */
export function useRedeems(pageNo: number) {
  const { i18n } = useTranslation();
  return useSWR<Redeems, ApiError, readonly [string, string]>([redeemsPath(pageNo), i18n.language], getRedeems, {
    keepPreviousData: true,
  });
}
