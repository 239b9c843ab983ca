import i18n from 'i18next';
import { TOO_MANY_REQUESTS_WAIT_MINUTES } from '@/config/constants';
import { ApiError, CLIENT_ERRORS } from '@/lib/api-client';

/** The server's retry time (`value.retryAfter`, seconds), else the platform's usual wait. */
function retryAfterSeconds(value: unknown): number {
  const seconds = (value as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : TOO_MANY_REQUESTS_WAIT_MINUTES * 60;
}

/** A wait as the user's language says it: "40 seconds", "5 minutes", "1 hour", rounded up. */
export function waitText(seconds: number, locale: string = i18n.language): string {
  const [unit, count] =
    seconds < 60 ? (['second', seconds] as const) : seconds < 3600 ? (['minute', Math.ceil(seconds / 60)] as const) : (['hour', Math.ceil(seconds / 3600)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/**
 * The one place that turns an error into wording for the user: the errorCode's text in the
 * user's language, else the server's English message, else the code (contract section 2).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // The same code means "module switched off" and "system under maintenance"; the message tells.
    if (error.errorCode === 'function.not.available' && /maintenance/i.test(error.message)) {
      return i18n.t('system.maintenance', { ns: 'errors' });
    }
    if (error.errorCode === 'TOO_MANY_REQUESTS') {
      return i18n.t('TOO_MANY_REQUESTS', { ns: 'errors', wait: waitText(retryAfterSeconds(error.value)) });
    }
    if (i18n.exists(error.errorCode, { ns: 'errors' })) return i18n.t(error.errorCode as 'unknown.error', { ns: 'errors' });
    return error.message || error.errorCode;
  }
  return i18n.t(CLIENT_ERRORS.unknown, { ns: 'errors' });
}
