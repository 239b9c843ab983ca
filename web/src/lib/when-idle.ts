import { useEffect, useState } from 'react';

/** The longest work put off for an idle moment waits. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `work` once the browser is idle after what it is drawing now (at the latest after
 * IDLE_TIMEOUT_MS); where it cannot tell idleness (Safari), after a timer of that length.
 * Returns the cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

/** How long parts nobody needs at once wait before they look for an idle moment. */
export const SETTLE_MS = 1500;

/**
 * False while the first screen is being drawn and settles (its pictures load and decode while
 * the page's thread looks idle to the browser), true from the first idle moment SETTLE_MS
 * after: for parts nobody sees before they act (drop-down lists) or that only decorate, so
 * that their work does not land in the first screen's frames. `early` makes it true at once
 * (the pointer came near, a control took focus).
 */
export function useIdleReady(): [ready: boolean, early: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let cancel = () => undefined as void;
    const timer = window.setTimeout(() => {
      cancel = whenIdle(() => setReady(true));
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [ready]);
  return [ready, () => setReady(true)];
}
