import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const captchaPath = '/wps/captcha';
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

// The BFF allows one captcha per second per session, whichever form asks: a request that
// comes sooner waits for its turn instead of being refused with TOO_MANY_REQUESTS.
let lastFetchAt = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function getCaptcha(): Promise<string> {
  const wait = lastFetchAt + CAPTCHA_REFRESH_THROTTLE_MS - Date.now();
  if (wait > 0) await sleep(wait);
  lastFetchAt = Date.now();
  return apiRequest<string>(captchaPath);
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
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    void mutate();
  }, [mutate]);
  return { ...swr, refresh };
}

export const captchaSrc = (value: string): string =>
  value.startsWith('data:') ? value : `data:image/png;base64,${value}`;
