import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { CONTRACT_RELAYS, type ContractKind } from '@/features/agent-reports/utils/contract-kinds';
import type { Schemas } from '@/types/api';

export type ContractId = Contract['id'];
export type ContractStatus = Contract['status'];

/** A contract between an upline (null: the platform) and a downline agent (contract section 13). */
export type Contract = Schemas['Contract'];

export type ContractEventName = ContractEvent['event'];

export type ContractEvent = Schemas['ContractEvent'];

export type ContractsOverview = Schemas['ContractOverview'];

export const contractsPath = (kind: ContractKind): string => `/wps/relay/${CONTRACT_RELAYS[kind]}`;

export const getContracts = (path: string) => apiRequest<ContractsOverview>(path);

/** GET the kind's relay (an agent's session): my contract, my offers, history and payouts. */
export function useContracts(kind: ContractKind) {
  return useSWR<ContractsOverview, ApiError>(contractsPath(kind), getContracts, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
