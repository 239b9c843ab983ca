import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import type { Downline } from '@/features/agent-center/api/get-downlines';

export const downlineDetailRelay = '/wps/relay/MCSFE_getDownlineDetail';

/** The last 30 days; profit is signed (wins - bets). */
export interface DownlineFigures {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
  deposits: string;
  withdrawals: string;
}

/** A contract where the member is the downline (contract section 13). */
export interface DownlineContract {
  id: number | string;
  kind: 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';
  upline: string | null;
  downline: string;
  /** Percent of the basis, "40.00". */
  rate: string;
  period: string;
  minValidBet: string;
  minActiveMembers: number;
  status: 'offered' | 'active' | 'rejected' | 'terminated';
  createdAt: number;
  decidedAt: number | null;
  terminatedAt: number | null;
}

export interface DownlineDetail extends Downline {
  frozenBalance: string;
  /** Masked. */
  mobile: string | null;
  email: string | null;
  figures: DownlineFigures;
  contracts: DownlineContract[];
}

export const downlineDetailPath = (account: string): string =>
  `${downlineDetailRelay}?${new URLSearchParams({ account }).toString()}`;

/** GET MCSFE_getDownlineDetail: one member of the team (agent.member.not.found for anyone else). */
export function useDownlineDetail(account: string) {
  return useSWR<DownlineDetail, ApiError>(downlineDetailPath(account), fetcher, { revalidateOnFocus: false });
}
