import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const playerRankRelay = '/wps/relay/MCSFE_getPlayerRank';

/** The member's level, the window's valid bets and deposits, the next level and every level. */
export type PlayerRank = ApiValue<typeof playerRankRelay>;
export type RankLevel = Schemas['RankLevel'];
export type RankStep = Schemas['RankStep'];

const getPlayerRank = ([path]: readonly [string, string]) => apiRequest<PlayerRank>(path);

/** GET MCSFE_getPlayerRank (token); keyed by language (names and benefits are in it). */
export function usePlayerRank() {
  const { i18n } = useTranslation();
  return useSWR<PlayerRank, ApiError, readonly [string, string]>([playerRankRelay, i18n.language], getPlayerRank, {
    revalidateOnFocus: false,
  });
}
