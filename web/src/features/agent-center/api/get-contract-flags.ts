import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import type { Schemas } from '@/types/api';

export const contractFlagsPath = '/wps/member/info/funds/consolidated';

/** Which contract pages the agent centre shows (0 hides one). */
export type ContractFlags = Schemas['ConsolidatedFlags'];

/** GET /wps/member/info/funds/consolidated: which contract pages the agent centre shows. */
export function useContractFlags() {
  return useSWR<ContractFlags, ApiError>(contractFlagsPath, fetcher, { revalidateOnFocus: false });
}
