import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { FullQuery, Schemas } from '@/types/api';

export const downlinesRelay = '/wps/relay/MCSFE_getDownlines';
export const DOWNLINE_PAGE_SIZE = 20;

export type DownlineType = DownlineQuery['type'];

/** keyword: account or nickname, contains; direct: level 1 only. */
export type DownlineQuery = Pick<FullQuery<typeof downlinesRelay>, 'keyword' | 'type' | 'direct' | 'pageNo'>;

export type Downline = Schemas['DownlineRow'];

export function downlinesPath(query: DownlineQuery): string {
  const { keyword, type, direct, pageNo } = query;
  return withQuery(downlinesRelay, { keyword: keyword.trim(), type, direct, pageNo, pageSize: DOWNLINE_PAGE_SIZE });
}

/** GET MCSFE_getDownlines: the caller's team, newest registration first. */
export function useDownlines(query: DownlineQuery) {
  return useSWR<Schemas['Downlines'], ApiError>(downlinesPath(query), fetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
