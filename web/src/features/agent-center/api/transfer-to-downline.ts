import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { downlineDetailRelay } from '@/features/agent-center/api/get-downline-detail';
import { downlinesRelay } from '@/features/agent-center/api/get-downlines';
import { teamOverviewRelay } from '@/features/agent-center/api/get-team-overview';
import type { ApiBody, Schemas } from '@/types/api';

export const transferToDownlineRelay = '/wps/relay/MCSFE_transferToDownline';

export type TransferToDownlineBody = ApiBody<typeof transferToDownlineRelay, 'POST'>;

export type DownlineTransfer = Schemas['DownlineTransfer'];

const TOUCHED = [downlinesRelay, downlineDetailRelay, teamOverviewRelay];
const isTouched = (key: unknown) => typeof key === 'string' && TOUCHED.some((relay) => key.startsWith(relay));

/** POST MCSFE_transferToDownline (encrypted by the BFF): the agent's main wallet to the downline's. */
export function useTransferToDownline() {
  const { mutate } = useSWRConfig();
  return async (body: TransferToDownlineBody): Promise<DownlineTransfer> => {
    const value = await apiRequest(transferToDownlineRelay, { method: 'POST', body });
    await Promise.all([mutate(sessionPaths.balance), mutate(isTouched)]);
    return value;
  };
}
