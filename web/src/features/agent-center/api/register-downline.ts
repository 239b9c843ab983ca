import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { downlinesRelay } from '@/features/agent-center/api/get-downlines';
import { teamOverviewRelay } from '@/features/agent-center/api/get-team-overview';
import type { ApiBody, Schemas } from '@/types/api';

export const agentRegisterPath = '/wps/agent/register';

export type NewAccountType = RegisterDownlineBody['accountType'];

/** The body of PUT /wps/agent/register (the BFF encrypts it). */
export type RegisterDownlineBody = ApiBody<typeof agentRegisterPath, 'PUT'>;

export type RegisteredDownline = Schemas['RegisteredDownline'];

const isTouched = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(downlinesRelay) || key.startsWith(teamOverviewRelay));

/** PUT /wps/agent/register: a new member whose upline is the caller; the team lists revalidate. */
export function useRegisterDownline() {
  const { mutate } = useSWRConfig();
  return async (body: RegisterDownlineBody): Promise<RegisteredDownline> => {
    const value = await apiRequest(agentRegisterPath, { method: 'PUT', body });
    await mutate(isTouched);
    return value;
  };
}
