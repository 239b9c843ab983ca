import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { apiRequest, fromBootstrap, type ApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { resolveImage } from '@/lib/images';
import type { Bootstrap, Schemas } from '@/types/api';

export type Banner = Schemas['Banner'];

export type Announcements = Schemas['Announcements'];

export const bannersPath = '/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W';

export const getBanners = (): Promise<Announcements> => apiRequest<Announcements>(bannersPath);

/** MCSFE_getListAnnouncements types=B; keyed by language so titles follow a switch. */
export function useBanners() {
  const { i18n } = useTranslation();
  return useSWR<Announcements, ApiError>([bannersPath, i18n.language], getBanners, {
    revalidateOnFocus: false,
    ...fromBootstrap<Announcements>(bannersPath),
  });
}

const REGISTER_PATHS = new Set([paths.register, '/register.html']);

/** Whether a banner leads to the site's register page (an offer for visitors only). */
export function invitesRegistration(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin && REGISTER_PATHS.has(target.pathname);
  } catch {
    return false;
  }
}

/** Banners of one group (w_home, w_login, w_register); members are not invited to register. */
export function useBannerGroup(group: string) {
  const result = useBanners();
  const { session } = useBoot();
  const banners = (result.data?.banners ?? []).filter(
    (banner) => banner.groupName === group && !(session.loggedIn && invitesRegistration(banner.url)),
  );
  // Loading means nothing to show yet: the bootstrap's copy shows while it is checked.
  return { ...result, isLoading: result.isLoading && !result.data, banners };
}

/** The home carousel's group. */
export const HOME_GROUP = 'w_home';

/**
 * Starts fetching the home carousel's first picture as soon as the bootstrap brings the banners,
 * so the picture is in when the page draws it rather than asked for then.
 */
export function warmHomeBanner(boot: Bootstrap): void {
  const listed = boot.preloaded.find((item) => item.path === bannersPath)?.value as Announcements | undefined;
  const first = (listed?.banners ?? []).find(
    (banner) => banner.groupName === HOME_GROUP && !(boot.session.loggedIn && invitesRegistration(banner.url)),
  );
  const src = resolveImage(first?.image, boot.imageCdn);
  if (src) new Image().src = src;
}
