import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Balance } from '@/types/api';
import { downlineDetailRelay } from '@/features/agent-center/api/get-downline-detail';
import { downlinesRelay } from '@/features/agent-center/api/get-downlines';
import { teamOverviewRelay } from '@/features/agent-center/api/get-team-overview';

export const transferToDownlineRelay = '/wps/relay/MCSFE_transferToDownline';

export interface TransferToDownlineBody {
  account: string;
  amount: string;
  /** 6 digits. */
  paymentPassword: string;
  /** The idempotency key: the same for a retry of the same transfer. */
  requestId: string;
}

export interface DownlineTransfer {
  reference: string;
  amount: string;
  downline: string;
  createdAt: number;
  balance: Balance;
}

const TOUCHED = [downlinesRelay, downlineDetailRelay, teamOverviewRelay];
const isTouched = (key: unknown) => typeof key === 'string' && TOUCHED.some((relay) => key.startsWith(relay));

/** POST MCSFE_transferToDownline (encrypted by the BFF): the agent's main wallet to the downline's. */
export function useTransferToDownline() {
  const { mutate } = useSWRConfig();
  return async (body: TransferToDownlineBody): Promise<DownlineTransfer> => {
    const value = await apiRequest<DownlineTransfer>(transferToDownlineRelay, { method: 'POST', body });
    await Promise.all([mutate(sessionPaths.balance), mutate(isTouched)]);
    return value;
  };
}
