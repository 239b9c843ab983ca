import useSWR from 'swr';
import { apiRequest, fromBootstrap, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';
import { useReaderKey, type ReaderKey } from '@/features/announcements/hooks/use-reader-key';

export const announcementsRelay = '/wps/relay/MCSFE_getListAnnouncements';

/** The player notice list's page (SPEC.md section 2: 9 a page). */
export const NOTICES_PAGE_SIZE = 9;

/** One notice: title and content (sanitised HTML) in the request's language, createdTime in the brand's zone. */
export type Announcement = Schemas['Announcement'];
export type Announcements = ApiValue<typeof announcementsRelay>;

export const noticesPath = (pageNo: number): string =>
  withQuery(announcementsRelay, { types: 'PL', platform: 'W', pageNo, pageSize: NOTICES_PAGE_SIZE });
export const popupsPath = withQuery(announcementsRelay, { types: 'PU', platform: 'W' });
export const marqueePath = withQuery(announcementsRelay, { types: 'H', platform: 'W' });

const getAnnouncements = ([path]: ReaderKey) => apiRequest<Announcements>(path);

const options = { revalidateOnFocus: false } as const;

/** GET MCSFE_getListAnnouncements types=PL: one page of the player notices (newest first) and playerTotal. */
export function useNotices(pageNo: number) {
  const key = useReaderKey(noticesPath(pageNo));
  return useSWR<Announcements, ApiError, ReaderKey | null>(key, getAnnouncements, { ...options, keepPreviousData: true });
}

/** types=PU with the member's session (those they dismissed left out); visitors ask nothing. */
export function usePopups(enabled: boolean) {
  const key = useReaderKey(enabled ? popupsPath : null);
  return useSWR<Announcements, ApiError, ReaderKey | null>(key, getAnnouncements, options);
}

/** types=H: the home page's headlines. */
export function useMarquee() {
  const key = useReaderKey(marqueePath);
  return useSWR<Announcements, ApiError, ReaderKey | null>(key, getAnnouncements, {
    ...options,
    ...fromBootstrap<Announcements>(marqueePath),
  });
}
