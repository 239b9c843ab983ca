import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const helpCenterPath = '/wps/system/helpCenter';

/** Categories of articles in the request's language; the codes are the same in every language. */
export type HelpCenter = ApiValue<typeof helpCenterPath>;
export type HelpCategory = Schemas['HelpCategory'];
/** content: HTML the upstream sanitised, shown through lib/safe-html. */
export type HelpArticle = Schemas['HelpArticle'];

const getHelpCenter = ([path]: readonly [string, string]) => apiRequest<HelpCenter>(path);

/** GET /wps/system/helpCenter (public; the BFF caches it per language), asked again after a language change. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  return useSWR<HelpCenter, ApiError, readonly [string, string]>([helpCenterPath, i18n.language], getHelpCenter, {
    revalidateOnFocus: false,
  });
}
