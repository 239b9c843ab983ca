import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const captchaPath = '/wps/captcha';
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

export const getCaptcha = (): Promise<string> => apiRequest<string>(captchaPath);

/** GET /wps/captcha (a base64 PNG) for login and register, fetched only while it is shown. */
export function useCaptcha(shown: boolean) {
  const swr = useSWR<string, ApiError>(shown ? captchaPath : null, getCaptcha, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const { mutate } = swr;
  const lastRefresh = useRef(0);
  /** A new picture, at most once per second (SPEC.md section 9; the BFF limits it too). */
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
