import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { readSession, writeSession } from '@/lib/storage';

/** Where each visited history entry was scrolled to, by its location key, kept for a reload. */
const STORAGE_KEY = 'scrollPositions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(readSession(STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scrolling as a browser does between documents: back and forward (and a reload) return to
 * where that entry was left; a new page starts at its top, or at the element its #hash names.
 * The position is noted on every scroll, so the one of the page being left is known before the
 * next page replaces it (and a shorter page has clipped it).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const positions = useRef<Record<string, number> | null>(null);
  const shown = useRef(location.key);

  useEffect(() => {
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const note = () => {
      if (positions.current) positions.current[shown.current] = window.scrollY;
    };
    const keep = () => {
      note();
      writeSession(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      // Until this page shows again, the browser restores the scroll of other documents.
      window.history.scrollRestoration = scrollRestoration;
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    shown.current = location.key;
    const saved = positions.current[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location]);

  return null;
}
