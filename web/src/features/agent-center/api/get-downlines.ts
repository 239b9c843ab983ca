import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { Paged } from '@/features/agent-center/api/paged';

export const downlinesRelay = '/wps/relay/MCSFE_getDownlines';
export const DOWNLINE_PAGE_SIZE = 20;

export type DownlineType = 'all' | 'player' | 'agent';

export interface DownlineQuery {
  /** Account or nickname, contains. */
  keyword: string;
  type: DownlineType;
  /** Level 1 only. */
  direct: boolean;
  pageNo: number;
}

export interface Downline {
  account: string;
  nickname: string | null;
  /** Account type: 0 player; 1, 2, 41, 42 agents. */
  type: number;
  /** 1: a direct downline. */
  level: number;
  upline: string;
  /** Epoch ms. */
  registerDate: number;
  balance: string;
  status: 'active' | 'locked';
  lastLoginAt: number | null;
  teamSize: number;
}

export function downlinesPath(query: DownlineQuery): string {
  const { keyword, type, direct, pageNo } = query;
  return withQuery(downlinesRelay, { keyword: keyword.trim(), type, direct, pageNo, pageSize: DOWNLINE_PAGE_SIZE });
}

/** GET MCSFE_getDownlines: the caller's team, newest registration first. */
export function useDownlines(query: DownlineQuery) {
  return useSWR<Paged<Downline>, ApiError>(downlinesPath(query), fetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
