import { useSyncExternalStore } from 'react';

/** Whether a media query matches now (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
  );
}

export const COMPACT_HEADER_QUERY = '(max-width: 1023px)';

/** Phones: the bottom navigation shows. */
export const PHONE_QUERY = '(max-width: 767px)';
