import i18n from 'i18next';
import { ApiError, CLIENT_ERRORS } from '@/lib/api-client';

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
    if (i18n.exists(error.errorCode, { ns: 'errors' })) return i18n.t(error.errorCode as 'unknown.error', { ns: 'errors' });
    return error.message || error.errorCode;
  }
  return i18n.t(CLIENT_ERRORS.unknown, { ns: 'errors' });
}
