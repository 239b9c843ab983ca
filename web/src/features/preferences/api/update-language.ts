import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { bootstrapKey, useBoot } from '@/lib/bootstrap';
import { applyLanguage } from '@/lib/language';
import type { BrandLanguage } from '@/types/api';

export const languagePath = '/bff/language';

export const updateLanguage = (language: string) => apiRequest(languagePath, { method: 'PUT', body: { language } });

/**
 * Switches language: wording and the Language header first (so the page answers at once),
 * then PUT /bff/language, then the bootstrap revalidates; language-keyed data refetches itself.
 */
export function useChangeLanguage() {
  const { brand } = useBoot();
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation<unknown, ApiError, string, string>(languagePath, (_key, { arg }) =>
    updateLanguage(arg),
  );
  const change = async (lang: BrandLanguage): Promise<void> => {
    await applyLanguage(lang, brand);
    try {
      await mutation.trigger(lang.code);
    } finally {
      await mutate(bootstrapKey);
    }
  };
  return { change, isMutating: mutation.isMutating, error: mutation.error };
}
