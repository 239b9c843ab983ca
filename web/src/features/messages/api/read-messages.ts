import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';
import { useRevalidateInbox } from '@/features/messages/api/get-message-list';

export const readMessagesRelay = '/wps/relay/CSP_readMessages';

export type ReadMessagesBody = ApiBody<typeof readMessagesRelay, 'POST'>;
export type ReadResult = ApiValue<typeof readMessagesRelay, 'POST'>;

/** POST CSP_readMessages: some messages ({ids}) or every one ({all: true}) read; the pages and the count are read again. */
export function useReadMessages() {
  const revalidate = useRevalidateInbox();
  return async (body: ReadMessagesBody): Promise<ReadResult> => {
    try {
      return await apiRequest(readMessagesRelay, { method: 'POST', body });
    } finally {
      void revalidate();
    }
  };
}
