import { useBoot } from '@/lib/bootstrap';
import type { AppResource } from '@/types/api';

/** The resource types the download QR codes show, in this order (SPEC.md section 3). */
export const APP_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID', 'USDJUMP'] as const;
export type AppType = (typeof APP_TYPES)[number];

export const appType = (resource: AppResource): AppType | null => {
  const type = resource.resourceType.toUpperCase();
  return (APP_TYPES as readonly string[]).includes(type) ? (type as AppType) : null;
};

/** The app downloads among the status resources (iOS, its profile, Android, the USD jump link), in that order. */
export function useAppResources(): AppResource[] {
  const { status } = useBoot();
  const order = (resource: AppResource) => APP_TYPES.indexOf(appType(resource) ?? 'USDJUMP');
  return (status.info?.resources ?? [])
    .filter((resource) => appType(resource) !== null && resource.url)
    .sort((a, b) => order(a) - order(b));
}
