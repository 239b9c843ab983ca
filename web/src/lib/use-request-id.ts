import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a submission (contract section 12): the same key while the player
 * retries the same thing (after a lost answer or an error), a new one once it succeeded or
 * when what is sent changes. The server moves money once per key.
 */
export function useRequestId(): { idFor: (what: unknown) => string; done: () => void } {
  const last = useRef<{ what: string; id: string } | null>(null);
  const idFor = useCallback((what: unknown) => {
    const key = JSON.stringify(what);
    if (last.current?.what !== key) last.current = { what: key, id: crypto.randomUUID() };
    return last.current.id;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { idFor, done };
}
