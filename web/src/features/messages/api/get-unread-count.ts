import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { MODULES, TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { isModuleOn, sessionPaths, useBoot } from '@/lib/bootstrap';
import type { ApiValue, Balance } from '@/types/api';

export const unreadCountRelay = '/wps/relay/CSP_unreadCount';

export type UnreadCount = ApiValue<typeof unreadCountRelay>;

/** The header's count follows new messages (deposits, bonuses...) without a reload. */
export const UNREAD_REFRESH_MS = 60_000;

const getUnreadCount = ([path]: readonly [string, string]) => apiRequest<UnreadCount>(path);

/** Whether the brand has platform messages (module INBOX3). */
export function useInboxOn(): boolean {
  return isModuleOn(useBoot(), MODULES.inbox);
}

/**
 * GET CSP_unreadCount: keyed by the account (read again when the login changes), every minute,
 * after reading or deleting, and when the balance changes. Only real accounts have an inbox:
 * nothing is asked for others.
 */
export function useUnreadCount() {
  const { session } = useBoot();
  const inboxOn = useInboxOn();
  const hasInbox = inboxOn && session.loggedIn && session.accountType !== TRIAL_ACCOUNT_TYPE;
  const unread = useSWR<UnreadCount, ApiError, readonly [string, string] | null>(
    hasInbox ? [unreadCountRelay, session.account ?? ''] : null,
    getUnreadCount,
    { refreshInterval: UNREAD_REFRESH_MS, revalidateOnFocus: false },
  );
  // Money that moves writes a message (a deposit credited, a bonus, a payout), and whatever
  // moves money reads the balance again: the count follows the balance at once.
  const { data: balance } = useSWR<Balance, ApiError>(hasInbox ? sessionPaths.balance : null, {
    revalidateOnMount: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const seen = useRef<string | undefined>(undefined);
  const sum = balance?.sumBalance;
  const { mutate } = unread;
  useEffect(() => {
    const before = seen.current;
    seen.current = sum;
    if (before !== undefined && sum !== undefined && before !== sum) void mutate();
  }, [sum, mutate]);
  return unread;
}
