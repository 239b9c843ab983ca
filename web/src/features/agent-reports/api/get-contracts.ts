import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { RevenueRow } from '@/features/agent-reports/api/get-agent-revenue';
import { CONTRACT_RELAYS, type ContractKind } from '@/features/agent-reports/utils/contract-kinds';

export type ContractId = number | string;
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated';

/** A contract between an upline (null: the platform) and a downline agent (contract section 13). */
export interface Contract {
  id: ContractId;
  kind: ContractKind;
  upline: string | null;
  downline: string;
  /** Percent of the basis ("40.00"). */
  rate: string;
  /** D, W, H or M for a dividend; D for a daily salary; HOUR; 5MIN. */
  period: string;
  /** The team's valid bets a period needs before it pays. */
  minValidBet: string;
  /** The team's active members a period needs before it pays. */
  minActiveMembers: number;
  status: ContractStatus;
  /** Epoch milliseconds. */
  createdAt: number;
  decidedAt: number | null;
  terminatedAt: number | null;
}

export type ContractEventName = 'offered' | 'accepted' | 'rejected' | 'terminated' | 'replaced';

export interface ContractEvent {
  contractId: ContractId;
  event: ContractEventName;
  /** Who did it (null: the platform). */
  by: string | null;
  downline: string;
  rate: string;
  /** Epoch milliseconds. */
  at: number;
}

export interface ContractsOverview {
  /** An offer awaiting the caller's answer, else their active contract of this kind. */
  mine: Contract | null;
  /** The caller's active contract of this kind (beside an offer in `mine`). */
  current?: Contract | null;
  /** What the caller offered downlines, newest first. */
  offered: Contract[];
  /** The caller's and their downlines' contract events, newest first (50). */
  history: ContractEvent[];
  /** This kind's payments to the caller, newest first (20). */
  payouts: RevenueRow[];
  /** The caller holds an active contract of this kind. */
  canOffer: boolean;
  /** The caller's own active rate: the most they may offer. */
  maxRate: string | null;
}

export const contractsPath = (kind: ContractKind): string => `/wps/relay/${CONTRACT_RELAYS[kind]}`;

export const getContracts = (path: string): Promise<ContractsOverview> => apiRequest<ContractsOverview>(path);

/** GET the kind's relay (an agent's session): my contract, my offers, history and payouts. */
export function useContracts(kind: ContractKind) {
  return useSWR<ContractsOverview, ApiError>(contractsPath(kind), getContracts, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
