import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { downlinesRelay } from '@/features/agent-center/api/get-downlines';
import { teamOverviewRelay } from '@/features/agent-center/api/get-team-overview';

export const agentRegisterPath = '/wps/agent/register';

export type NewAccountType = 'player' | 'agent';

/** The body of PUT /wps/agent/register (the BFF encrypts it). */
export interface RegisterDownlineBody {
  username: string;
  password: string;
  confirmPassword: string;
  accountType: NewAccountType;
  /** The registering agent confirms the person's age. */
  ageConfirmed: true;
  nickname?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  payeeName?: string;
}

export interface RegisteredDownline {
  account: string;
  /** 0 player, 2 agent. */
  type: number;
  upline: string;
}

const isTouched = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(downlinesRelay) || key.startsWith(teamOverviewRelay));

/** PUT /wps/agent/register: a new member whose upline is the caller; the team lists revalidate. */
export function useRegisterDownline() {
  const { mutate } = useSWRConfig();
  return async (body: RegisterDownlineBody): Promise<RegisteredDownline> => {
    const value = await apiRequest<RegisteredDownline>(agentRegisterPath, { method: 'PUT', body });
    await mutate(isTouched);
    return value;
  };
}
