import { apiRequest } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';

export const dismissAnnouncementRelay = '/wps/relay/MCSFE_dismissAnnouncement';

export type Dismissed = ApiValue<typeof dismissAnnouncementRelay, 'POST'>;

/** POST MCSFE_dismissAnnouncement (token): the pop-up is never shown to this member again; idempotent. */
export const dismissAnnouncement = (id: number): Promise<Dismissed> =>
  apiRequest(dismissAnnouncementRelay, { method: 'POST', body: { id } });
