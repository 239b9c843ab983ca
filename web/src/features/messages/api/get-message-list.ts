import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const messageListRelay = '/wps/relay/CSP_getMessageList';
export const MESSAGES_PAGE_SIZE = 10;

/** A message: title and content (sanitised HTML) in the reader's language, createdTime in the brand's zone. */
export type Message = Schemas['Message'];
export type MessageCategory = Message['category'];
export type MessageQuery = FullQuery<typeof messageListRelay>;
export type MessageStatus = MessageQuery['status'];
/** One page, newest first, and the member's unread count on every page. */
export type MessagePage = ApiValue<typeof messageListRelay>;

export const messageListPath = ({ status, pageNo, pageSize }: MessageQuery): string =>
  withQuery(messageListRelay, { status, pageNo, pageSize });

const getMessageList = ([path]: readonly [string, string]) => apiRequest<MessagePage>(path);

/** GET CSP_getMessageList (real account), keyed by its query and the language (the texts are in it). */
export function useMessageList(query: MessageQuery) {
  const { i18n } = useTranslation();
  return useSWR<MessagePage, ApiError, readonly [string, string]>([messageListPath(query), i18n.language], getMessageList, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** Every inbox answer (pages and the header's count), read again after reading or deleting. */
const isInboxKey = (key: unknown): boolean => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/wps/relay/CSP_');

export function useRevalidateInbox(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isInboxKey), [mutate]);
}
