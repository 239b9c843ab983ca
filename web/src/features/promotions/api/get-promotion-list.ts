import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

export const promotionListRelay = '/wps/relay/PROMOFE_getPromotionList';

export type Promotion = Schemas['Promotion'];
export type PromotionType = Promotion['type'];
export type PromotionList = ApiValue<typeof promotionListRelay>;

/** Every type at once: the page's tabs are the types that have promotions. */
export const promotionListPath = withQuery(promotionListRelay, { type: 'ALL' });

const getPromotionList = ([path]: readonly [string, string]) => apiRequest<PromotionList>(path);

/** GET PROMOFE_getPromotionList (public), newest start first; keyed by language (titles are in it). */
export function usePromotionList() {
  const { i18n } = useTranslation();
  return useSWR<PromotionList, ApiError, readonly [string, string]>([promotionListPath, i18n.language], getPromotionList, {
    revalidateOnFocus: false,
  });
}
