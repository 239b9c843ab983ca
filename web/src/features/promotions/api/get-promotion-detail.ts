import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue } from '@/types/api';

export const promotionDetailRelay = '/wps/relay/PROMOFE_getPromotionDetail';

export type PromotionDetail = ApiValue<typeof promotionDetailRelay>;

export const promotionDetailPath = (id: number): string => withQuery(promotionDetailRelay, { id });

const getPromotionDetail = ([path]: readonly [string, string]) => apiRequest<PromotionDetail>(path);

/** GET PROMOFE_getPromotionDetail (public): content and rules; nothing asked for a null id. */
export function usePromotionDetail(id: number | null) {
  const { i18n } = useTranslation();
  return useSWR<PromotionDetail, ApiError, readonly [string, string] | null>(
    id === null ? null : [promotionDetailPath(id), i18n.language],
    getPromotionDetail,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
