import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { Schemas } from '@/types/api';

export type Banner = Schemas['Banner'];

export type Announcements = Schemas['Announcements'];

export const bannersPath = '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W';

export const getBanners = (): Promise<Announcements> => apiRequest<Announcements>(bannersPath);

/** MCSFE_getListAnnouncements types=B; keyed by language so titles follow a switch. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useSWR<Announcements, ApiError>([bannersPath, i18n.language], getBanners, { revalidateOnFocus: false });
}

/** Banners of one group (w_home, w_login, w_register). */
export function useBannerGroup(group: string) {
  const result = useBanners();
  const banners = (result.data?.banners ?? []).filter((banner) => banner.groupName === group);
  return { ...result, banners };
}
