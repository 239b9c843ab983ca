import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, fromBootstrap, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

export const winnerBoardRelay = '/wps/relay/ODSFE2_getWinnerBoard';
/** How many wins the home page shows. */
export const WINNERS_SHOWN = 20;
/** The board changes as rounds settle; the BFF keeps it 30 s. */
const REFRESH_MS = 60_000;

export type WinnerBoard = ApiValue<typeof winnerBoardRelay>;
/** A win: the account masked, the game in the request's language, the amount and win / bet. */
export type BigWin = Schemas['BigWin'];

const getWinnerBoard = ([path]: readonly [string, string]) => apiRequest<WinnerBoard>(path);

/** GET ODSFE2_getWinnerBoard (no token): the week's biggest real wins; keyed by language (game names). */
export function useWinnerBoard(size = WINNERS_SHOWN) {
  const { i18n } = useTranslation();
  const path = withQuery(winnerBoardRelay, { size });
  return useSWR<WinnerBoard, ApiError, readonly [string, string]>([path, i18n.language], getWinnerBoard, {
    refreshInterval: REFRESH_MS,
    revalidateOnFocus: false,
    ...fromBootstrap<WinnerBoard>(path),
  });
}
