import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const chatRoomsRelay = '/wps/relay/CBS_modelList';

/** A room: its name in the request's language and how many are in it now. */
export type ChatRoom = Schemas['ChatRoom'];
export type ChatRooms = ApiValue<typeof chatRoomsRelay>;

/** The crowd changes by the hour and with who is chatting: read again while the list shows. */
const ONLINE_REFRESH_MS = 30_000;

const getChatRooms = ([path]: readonly [string, string]) => apiRequest<ChatRooms>(path);

/** GET CBS_modelList (token, trial accounts too), keyed by language (the names are in it). */
export function useChatRooms(enabled: boolean) {
  const { i18n } = useTranslation();
  return useSWR<ChatRooms, ApiError, readonly [string, string] | null>(
    enabled ? [chatRoomsRelay, i18n.language] : null,
    getChatRooms,
    { refreshInterval: ONLINE_REFRESH_MS, revalidateOnFocus: false },
  );
}
