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

/**
 * False while the first screen is being drawn, true from the first idle moment after it: for
 * parts nobody sees before they act (drop-down lists), so that they do not hold up the first
 * paint. `early` makes it true at once (the pointer came near, a control took focus).
 */
export function useIdleReady(): [ready: boolean, early: () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
  return [ready, () => setReady(true)];
}
