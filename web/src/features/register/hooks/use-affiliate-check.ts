import { MODULES } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { checkAffiliate } from '@/features/register/api/check-affiliate';

/**
 * Checks the invitation code before registering (SPEC.md section 4). Resolves true when there
 * is nothing to check or the code is valid, false on invitation_code_error; other failures throw.
 */
export function useAffiliateCheck(): (code: string) => Promise<boolean> {
  const boot = useBoot();
  return async (code) => {
    if (!code || !isModuleOn(boot, MODULES.affiliate)) return true;
    try {
      const answer = await checkAffiliate(code, window.location.hostname);
      return answer.valid !== false;
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'invitation_code_error') return false;
      throw error;
    }
  };
}
