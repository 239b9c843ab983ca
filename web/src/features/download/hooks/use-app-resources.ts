import { useBoot } from '@/lib/bootstrap';
import type { AppResource } from '@/types/api';

const APP_TYPES = new Set(['ANDROID', 'IOS', 'MOBILECONFIG']);

/** App downloads among the status resources (Android, iOS, iOS profile). */
export function useAppResources(): AppResource[] {
  const { status } = useBoot();
  return (status.info?.resources ?? []).filter((resource) => APP_TYPES.has(resource.resourceType.toUpperCase()));
}
