import i18n from 'i18next';
import { STORAGE_KEYS } from '@/config/constants';
import { setRequestLanguage } from '@/lib/api-client';
import { AVAILABLE_LOCALES, FALLBACK_LOCALE } from '@/lib/i18n';
import { readLocal, writeLocal } from '@/lib/storage';
import type { Brand, BrandLanguage } from '@/types/api';

/** The brand language to use: the stored choice if the brand still offers it, else its default. */
export function pickLanguage(brand: Brand): BrandLanguage | undefined {
  const stored = readLocal(STORAGE_KEYS.lang);
  return (
    brand.languages.find((lang) => lang.code === stored) ??
    brand.languages.find((lang) => lang.code === brand.defaultLanguage) ??
    brand.languages[0]
  );
}

/** The cookie naming the wording set the next visit loads, for the BFF to ask for it early. */
export const WORDING_COOKIE = 'wordingLocale';

function rememberWordingLocale(locale: string): void {
  const year = 365 * 24 * 60 * 60;
  document.cookie = `${WORDING_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${year}; SameSite=Lax`;
}

const localeOf = (lang: BrandLanguage) =>
  AVAILABLE_LOCALES.includes(lang.locale) ? lang.locale : FALLBACK_LOCALE;

/** Makes a brand language current: request header, wording (with <html lang> and dir) and storage. */
export async function applyLanguage(lang: BrandLanguage, brand: Brand): Promise<void> {
  setRequestLanguage(lang.code);
  writeLocal(STORAGE_KEYS.lang, lang.code);
  writeLocal(STORAGE_KEYS.langLocale, lang.locale);
  writeLocal(STORAGE_KEYS.hisLang, brand.defaultLanguage);
  const locale = localeOf(lang);
  rememberWordingLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Before the brand is known: the language stored by the last visit. */
export function storedLanguage(): { code: string | null; locale: string } {
  return {
    code: readLocal(STORAGE_KEYS.lang),
    // No choice yet: the brand's default language, which the BFF writes into index.html.
    locale: readLocal(STORAGE_KEYS.langLocale) ?? (document.documentElement.dataset.brandLocale || FALLBACK_LOCALE),
  };
}
