import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How far the row's content reaches past its content box. Its scrollWidth misses content that
 * only reaches into its padding (a child that may shrink, min-width 0, holding items that may
 * not): each child's content counts from the child's start edge, as far as it scrolls.
 */
function overflowOf(row: HTMLElement): number {
  const style = getComputedStyle(row);
  const box = row.getBoundingClientRect();
  const start = box.left + parseFloat(style.paddingLeft);
  const end = box.right - parseFloat(style.paddingRight);
  const rtl = style.direction === 'rtl';
  let reach = row.scrollWidth - row.clientWidth;
  for (const child of row.children) {
    const edge = child.getBoundingClientRect();
    reach = Math.max(reach, rtl ? start - (edge.right - child.scrollWidth) : edge.left + child.scrollWidth - end);
  }
  return Math.max(0, reach);
}

/**
 * The widest of a row's layouts that fits in it: level 0 is the widest, each next level
 * narrower. Measured rather than guessed from the viewport, because the row's wording changes
 * length with the language and the brand's modules. A level found too wide remembers the width
 * it needed, and comes back only once the row has that width.
 *
 * The row's items must keep their width (flex: none, no wrapping) so that a layout too wide
 * overflows the row instead of squeezing; `resetKey` names the content (language, session,
 * login method): a new one is measured from the widest layout again, as is the same one once
 * a font has loaded (the widths measured in the fallback font no longer hold).
 */
export function useFitLevel(ref: RefObject<HTMLElement | null>, levels: number, resetKey: string): number {
  const [fontLoads, setFontLoads] = useState(0);
  const key = `${resetKey}|${fontLoads}`;
  const [fit, setFit] = useState({ key, level: 0 });
  // Widths each level needed, for the current content only.
  const needed = useRef({ key, widths: [] as number[] });
  const level = fit.key === key ? fit.level : 0;

  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    const loaded = () => setFontLoads((count) => count + 1);
    fonts.addEventListener('loadingdone', loaded);
    return () => fonts.removeEventListener('loadingdone', loaded);
  }, []);

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    if (needed.current.key !== key) needed.current = { key, widths: [] };
    const { widths } = needed.current;
    const check = () => {
      const available = row.clientWidth;
      const overflow = overflowOf(row);
      if (overflow > 1 && level < levels - 1) {
        widths[level] = available + overflow;
        setFit({ key, level: level + 1 });
        return;
      }
      const wider = widths[level - 1];
      if (level > 0 && wider !== undefined && available >= wider) setFit({ key, level: level - 1 });
    };
    check();
    // The row's own size (the window) and its items' (a login method with other fields), the
    // items that come later too (the categories once they have loaded).
    const observer = new ResizeObserver(check);
    const observeItems = () => {
      for (const item of row.querySelectorAll(':scope > *, :scope > * > *')) observer.observe(item);
    };
    observer.observe(row);
    observeItems();
    const added = new MutationObserver(() => {
      observeItems();
      check();
    });
    added.observe(row, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [ref, level, levels, key]);

  return level;
}
