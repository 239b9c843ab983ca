import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import type { Schemas } from '@/types/api';

export const downlineDetailRelay = '/wps/relay/MCSFE_getDownlineDetail';

/** The last 30 days; profit is signed (wins - bets). */
export type DownlineFigures = Schemas['DownlineFigures'];

/** A contract where the member is the downline (contract section 13). */
export type DownlineContract = Schemas['Contract'];

export type DownlineDetail = Schemas['DownlineDetail'];

export const downlineDetailPath = (account: string): string =>
  `${downlineDetailRelay}?${new URLSearchParams({ account }).toString()}`;

/** GET MCSFE_getDownlineDetail: one member of the team (agent.member.not.found for anyone else). */
export function useDownlineDetail(account: string) {
  return useSWR<DownlineDetail, ApiError>(downlineDetailPath(account), fetcher, { revalidateOnFocus: false });
}
