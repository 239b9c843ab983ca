import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';

export const contractFlagsPath = '/wps/member/info/funds/consolidated';

/** 1 when the member holds (active) or was offered a contract of the kind, else 0. */
export interface ContractFlags {
  /** Dividend. */
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}

/** GET /wps/member/info/funds/consolidated: which contract pages the agent centre shows. */
export function useContractFlags() {
  return useSWR<ContractFlags, ApiError>(contractFlagsPath, fetcher, { revalidateOnFocus: false });
}
