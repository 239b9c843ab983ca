import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody, Schemas } from '@/types/api';

export const responsiblePath = '/wps/v2/responsible';
const limitsPath = '/wps/v2/responsible/limits';

/** The member's limits with what each period used, the session time, the reality check's interval and any exclusion. */
export type Responsible = Schemas['Responsible'];
export type MoneyLimit = Schemas['MoneyLimit'];
export type LimitKind = MoneyLimit['kind'];
export type LimitPeriod = MoneyLimit['period'];
export type LimitBody = ApiBody<typeof limitsPath, 'PUT'>;

export const LIMIT_KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** GET /wps/v2/responsible (token, real account): read fresh whenever the page shows, never from a cache. */
export function useResponsible() {
  return useSWR<Responsible, ApiError>(responsiblePath, () => apiRequest(responsiblePath), {
    revalidateOnFocus: true,
  });
}

/** PUT /wps/v2/responsible/limits: answers the whole state, which replaces the page's. */
export function useSetLimit() {
  const { mutate } = useSWRConfig();
  return async (body: LimitBody): Promise<Responsible> => {
    const value = await apiRequest(limitsPath, { method: 'PUT', body });
    await mutate(responsiblePath, value, { revalidate: false });
    return value;
  };
}
