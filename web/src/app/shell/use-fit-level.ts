import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The widest of a row's layouts that fits in it: level 0 is the widest, each next level
 * narrower. Measured rather than guessed from the viewport, because the row's wording changes
 * length with the language and the brand's modules. A level found too wide remembers the width
 * it needed, and comes back only once the row has that width.
 *
 * The row's items must keep their width (flex: none, no wrapping) so that a layout too wide
 * overflows the row instead of squeezing; `resetKey` names the content (language, session,
 * login method): a new one is measured from the widest layout again.
 */
export function useFitLevel(ref: RefObject<HTMLElement | null>, levels: number, resetKey: string): number {
  const [fit, setFit] = useState({ key: resetKey, level: 0 });
  // Widths each level needed, for the current content only.
  const needed = useRef({ key: resetKey, widths: [] as number[] });
  const level = fit.key === resetKey ? fit.level : 0;

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    if (needed.current.key !== resetKey) needed.current = { key: resetKey, widths: [] };
    const { widths } = needed.current;
    const check = () => {
      const available = row.clientWidth;
      if (row.scrollWidth > available + 1 && level < levels - 1) {
        widths[level] = row.scrollWidth;
        setFit({ key: resetKey, level: level + 1 });
        return;
      }
      const wider = widths[level - 1];
      if (level > 0 && wider !== undefined && available >= wider) setFit({ key: resetKey, level: level - 1 });
    };
    check();
    // The row's own size (the window) and its items' (a login method with other fields).
    const observer = new ResizeObserver(check);
    observer.observe(row);
    for (const item of row.querySelectorAll(':scope > *, :scope > * > *')) observer.observe(item);
    return () => observer.disconnect();
  }, [ref, level, levels, resetKey]);

  return level;
}
