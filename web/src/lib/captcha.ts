import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiRequest, isApiError, type ApiError } from '@/lib/api-client';

export const captchaPath = '/wps/captcha';
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

// The BFF allows one captcha per second per session, whichever form asks: a request that
// comes sooner waits for its turn instead of being refused with TOO_MANY_REQUESTS.
let lastFetchAt = 0;

/** The throttle's clock and its waits; the tests make the waits instant (src/testing/setup.ts). */
export const captchaClock = {
  now: (): number => Date.now(),
  sleep: (ms: number): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

// Another tab, or this page before a reload, may have asked within the second: the server's
// TOO_MANY_REQUESTS says how long to wait, so the picture comes a moment later, not never.
const MAX_THROTTLED_RETRIES = 2;

function retryAfterMs(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = (error.value as { retryAfter?: unknown } | null)?.retryAfter;
  const wait = typeof seconds === 'number' && seconds > 0 ? seconds * 1_000 : CAPTCHA_REFRESH_THROTTLE_MS;
  return Math.min(wait, 5_000);
}

export async function getCaptcha(): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const wait = lastFetchAt + CAPTCHA_REFRESH_THROTTLE_MS - captchaClock.now();
    if (wait > 0) await captchaClock.sleep(wait);
    lastFetchAt = captchaClock.now();
    try {
      return await apiRequest<string>(captchaPath);
    } catch (error) {
      const retryIn = retryAfterMs(error);
      if (retryIn === null || attempt >= MAX_THROTTLED_RETRIES) throw error;
      lastFetchAt = captchaClock.now() + retryIn - CAPTCHA_REFRESH_THROTTLE_MS;
    }
  }
}

let prompts = 0;
const nextPrompt = () => ++prompts;

/**
 * GET /wps/captcha (a base64 PNG) for login and register, fetched only while it is shown.
 * The server uses an answer up with every check, right or wrong, so each prompt (mount) and
 * each `round` (the caller bumps it after a failed attempt) has its own key: a fresh picture,
 * never the cached one.
 */
export function useCaptcha(shown: boolean, round = 0) {
  const [prompt] = useState(nextPrompt);
  const swr = useSWR<string, ApiError>(shown ? [captchaPath, prompt, round] : null, () => getCaptcha(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const { mutate } = swr;
  const lastRefresh = useRef(0);
  /** Another picture on request, at most once per second (SPEC.md section 9). */
  const refresh = useCallback(() => {
    const now = captchaClock.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    void mutate();
  }, [mutate]);
  return { ...swr, refresh };
}

export const captchaSrc = (value: string): string =>
  value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
