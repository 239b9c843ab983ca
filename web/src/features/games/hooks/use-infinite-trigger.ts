import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_DISTANCE_PX, INFINITE_SCROLL_THROTTLE_MS } from '@/config/constants';

/**
 * A sentinel element that calls onLoadMore when it scrolls into view (SPEC.md section 9:
 * throttle 200 ms, distance 0). `version` re-arms the observer after each page, so a sentinel
 * still in view asks again. The time of the last call outlives the re-arming: a page that
 * loads in under 200 ms must not let the next request through early.
 */
export function useInfiniteTrigger<T extends Element>(onLoadMore: () => void, enabled: boolean, version: unknown) {
  const ref = useRef<T>(null);
  const callback = useRef(onLoadMore);
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    callback.current = onLoadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      last.current = Date.now();
      callback.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const wait = INFINITE_SCROLL_THROTTLE_MS - (Date.now() - last.current);
        if (wait <= 0) fire();
        else timer ??= setTimeout(() => {
          timer = undefined;
          fire();
        }, wait);
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px` },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [enabled, version]);

  return ref;
}
