import { apiRequest } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';

export const launchChatRelay = '/wps/relay/CBS_launchChat';

export type ChatLaunch = ApiValue<typeof launchChatRelay, 'POST'>;

/** POST CBS_launchChat: the room's page for this member (a ticket in its address, 2 hours). */
export const launchChat = (roomId: number): Promise<ChatLaunch> =>
  apiRequest(launchChatRelay, { method: 'POST', body: { roomId } });
