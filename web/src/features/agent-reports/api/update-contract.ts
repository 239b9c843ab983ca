import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest, isApiError } from '@/lib/api-client';
import { contractsPath, type Contract, type ContractId } from '@/features/agent-reports/api/get-contracts';
import type { ContractKind, DividendPeriod } from '@/features/agent-reports/utils/contract-kinds';
import type { ApiBody, Filled } from '@/types/api';

type ContractBody = ApiBody<'/wps/relay/MCSFE_processContractDividend', 'POST'>;

/** An offer to a direct downline agent; the period is a dividend's only. */
export type OfferContract = { action: 'offer'; period?: DividendPeriod } & Filled<
  Pick<ContractBody, 'downline' | 'rate' | 'minValidBet' | 'minActiveMembers'>
>;

/** The relay's body, by action: what each one needs. */
export type ContractAction =
  | OfferContract
  | { action: 'accept'; contractId: ContractId; terminateLower?: boolean }
  | { action: 'reject'; contractId: ContractId }
  | { action: 'terminate'; contractId: ContractId };

/** The consolidated contract flags (which contract pages the agent centre shows) and a downline's detail list contracts too. */
const ALSO_CHANGED = ['/wps/member/info/funds/consolidated', '/wps/relay/MCSFE_getDownlineDetail'];

/** Answers after which the page is stale: the contract moved on meanwhile. */
const STALE = new Set(['contract.not.found', 'contract.state.invalid']);

/**
 * POST the kind's relay: offer, accept (terminateLower after the user agreed), reject or
 * terminate. Revalidates the kind's contracts and whatever else lists contracts.
 */
export function useContractAction(kind: ContractKind) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: ContractAction): Promise<Contract> => {
      const path = contractsPath(kind);
      const revalidate = () =>
        mutate((key) => key === path || (typeof key === 'string' && ALSO_CHANGED.some((prefix) => key.startsWith(prefix))));
      try {
        const contract = await apiRequest<Contract>(path, { method: 'POST', body });
        await revalidate();
        return contract;
      } catch (error) {
        if (isApiError(error) && STALE.has(error.errorCode)) void revalidate();
        throw error;
      }
    },
    [kind, mutate],
  );
}
