import i18n from 'i18next';
import { TOO_MANY_REQUESTS_WAIT_MINUTES } from '@/config/constants';
import { ApiError, CLIENT_ERRORS } from '@/lib/api-client';
import { formatAmount, formatZonedTime, zoneLabel } from '@/lib/format';

/** The brand's clock and currency, for the codes whose wording names an amount or a time. */
const brand = { timeZone: 'UTC', currencySymbol: '' };

/** Set with the bootstrap's brand (app/boot-gate.tsx). */
export function setErrorBrand(timeZone: string | null | undefined, currencySymbol: string | null | undefined): void {
  brand.timeZone = timeZone || 'UTC';
  brand.currencySymbol = currencySymbol ?? '';
}

const money = (amount: unknown) => `${brand.currencySymbol}${formatAmount(typeof amount === 'string' ? amount : '0')}`;
const when = (epochMs: unknown) =>
  typeof epochMs === 'number' ? `${formatZonedTime(epochMs, brand.timeZone)} ${zoneLabel(brand.timeZone)}` : '';
const LIMIT_CODES = new Set(['limit.deposit.exceeded', 'limit.wager.exceeded', 'limit.loss.exceeded']);

/** A limit's refusal names the limit, what is left and when it resets; an exclusion its end. */
function withDetails(error: ApiError): string | null {
  const value = (error.value ?? {}) as Record<string, unknown>;
  if (LIMIT_CODES.has(error.errorCode) && typeof value.period === 'string') {
    return i18n.t(`${error.errorCode}.${value.period}` as 'unknown.error', {
      ns: 'errors',
      limit: money(value.limit),
      remaining: money(value.remaining),
      resetsAt: when(value.resetsAt),
    });
  }
  if (error.errorCode === 'account.excluded') {
    const kind = value.kind === 'timeout' ? 'timeout' : 'self_exclusion';
    if (value.endsAt === null) return i18n.t(`account.excluded.permanent` as 'unknown.error', { ns: 'errors' });
    if (typeof value.endsAt === 'number') return i18n.t(`account.excluded.${kind}` as 'unknown.error', { ns: 'errors', until: when(value.endsAt) });
  }
  return null;
}

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
    const detailed = withDetails(error);
    if (detailed) return detailed;
    if (i18n.exists(error.errorCode, { ns: 'errors' })) return i18n.t(error.errorCode as 'unknown.error', { ns: 'errors' });
    return error.message || error.errorCode;
  }
  return i18n.t(CLIENT_ERRORS.unknown, { ns: 'errors' });
}
