import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/** How near the viewport (px) a part must come to be drawn before the browser is idle. */
const NEAR = '400px';

/**
 * A part of the page below its first screen (the winners list, the footer): drawn once the
 * browser is idle after the first screen, or as soon as it comes near the viewport, whichever
 * is first; until then a box of `minHeight` holds its place. The first screen is drawn without
 * its work. Where the browser cannot tell either (no IntersectionObserver), it is drawn at once.
 */
export function BelowFirstScreen({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: NEAR,
    });
    if (holder.current) observer.observe(holder.current);
    const cancel = whenIdle(show);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [shown]);

  return shown ? children : <div ref={holder} style={{ minHeight }} aria-hidden="true" />;
}
