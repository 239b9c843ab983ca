import useSWRMutation from 'swr/mutation';
import { SESSION_KEYS } from '@/config/constants';
import { apiRequest, isApiError, type ApiError } from '@/lib/api-client';
import { useSessionChanged } from '@/lib/bootstrap';
import { clearSessionExcept } from '@/lib/storage';

export const logoutPath = '/wps/session/logout';

export const logout = () => apiRequest(logoutPath, { method: 'POST', silent: true });

/**
 * POST /wps/session/logout. An already dead session counts as logged out. Session storage is
 * cleared except the merchant code, then the session's keys and the bootstrap revalidate.
 */
export function useLogout() {
  const sessionChanged = useSessionChanged();
  const mutation = useSWRMutation<boolean, ApiError, string>(logoutPath, () => logout());
  const submit = async (): Promise<void> => {
    try {
      await mutation.trigger();
    } catch (error) {
      if (!(isApiError(error) && error.errorCode === 'login.not.session')) throw error;
    }
    clearSessionExcept([SESSION_KEYS.merchant]);
    await sessionChanged();
  };
  return { submit, isMutating: mutation.isMutating };
}
