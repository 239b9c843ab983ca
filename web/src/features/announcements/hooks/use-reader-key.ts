import { useTranslation } from 'react-i18next';
import { useBoot } from '@/lib/bootstrap';

/** An announcement call's SWR key: its path, the language and who reads. */
export type ReaderKey = readonly [path: string, language: string, reader: string];

/**
 * Announcements are read again when the language or the login state changes (SPEC.md section
 * 4): the titles are in the language, and a member's pop-ups leave out those they dismissed.
 */
export function useReaderKey(path: string | null): ReaderKey | null {
  const { i18n } = useTranslation();
  const { session } = useBoot();
  const reader = session.loggedIn ? `member:${session.account ?? ''}` : 'visitor';
  return path ? [path, i18n.language, reader] : null;
}
