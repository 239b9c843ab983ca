import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const domainRoutesPath = '/wps/system/domainRoute';

export type DomainRoutes = ApiValue<typeof domainRoutesPath>;
/** speed: milliseconds; the fastest is the best line. */
export type DomainRoute = Schemas['DomainRoute'];

/** GET /wps/system/domainRoute (public): the site's addresses with their speed. */
export function useDomainRoutes() {
  return useSWR<DomainRoutes, ApiError>(domainRoutesPath, () => apiRequest(domainRoutesPath), {
    revalidateOnFocus: false,
  });
}

/** The fastest line first, then the others from the fastest; ties keep the brand's order. */
export function bySpeed(list: readonly DomainRoute[]): DomainRoute[] {
  return list
    .map((route, index) => ({ route, index }))
    .sort((a, b) => a.route.speed - b.route.speed || a.index - b.index)
    .map(({ route }) => route);
}
