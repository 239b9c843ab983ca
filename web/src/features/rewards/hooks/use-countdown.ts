import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * What is left until `until` (epoch ms), read again every minute; never more than `longest`
 * (the period's length): the browser's clock may run apart from the server's.
 */
export function useCountdown(until: number, longest: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return Math.min(Math.max(until - now, 0), longest);
}
