import { apiRequest } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';
import { useRevalidateInbox } from '@/features/messages/api/get-message-list';

export const deleteMessagesRelay = '/wps/relay/CSP_deleteMessages';

export type DeleteResult = ApiValue<typeof deleteMessagesRelay, 'POST'>;

/** POST CSP_deleteMessages: the member's own messages among ids are deleted; the pages and the count are read again. */
export function useDeleteMessages() {
  const revalidate = useRevalidateInbox();
  return async (ids: number[]): Promise<DeleteResult> => {
    try {
      return await apiRequest(deleteMessagesRelay, { method: 'POST', body: { ids } });
    } finally {
      await revalidate();
    }
  };
}
