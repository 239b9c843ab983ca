import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setDateLocale, setNumberLocale } from '@/lib/format';
import { applyScriptFont } from '@/lib/script-fonts';
import { START_NAMESPACES } from '@/lib/start-namespaces';

export { START_NAMESPACES } from '@/lib/start-namespaces';
export const FALLBACK_LOCALE = 'en';

/** Locales that have wording files (a brand language without one falls back to English). */
export const AVAILABLE_LOCALES: readonly string[] = __LOCALES__;

// One language's files are fetched when it is used, from the build's content-hashed folder
// (vite.config.ts): the first load does not grow with the number of languages. The start
// namespaces come in one file per language (start.json, which the page may have asked for
// already: the BFF names it in index.html); the others one file each, when a page needs them.
const START = new Set<string>(START_NAMESPACES);
const starts = new Map<string, Promise<Record<string, Record<string, string>>>>();

async function wording(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`wording ${url}: HTTP ${response.status}`);
  return response.json();
}

function startSet(language: string): Promise<Record<string, Record<string, string>>> {
  let found = starts.get(language);
  if (!found) {
    found = wording(`${__LOCALES_BASE__}${language}/start.json`) as Promise<Record<string, Record<string, string>>>;
    // A failed start set is asked for again next time, not remembered.
    found.catch(() => starts.delete(language));
    starts.set(language, found);
  }
  return found;
}

export const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!AVAILABLE_LOCALES.includes(language)) {
      callback(null, {});
      return;
    }
    const loaded = START.has(namespace)
      ? startSet(language).then((set) => set[namespace] ?? {})
      : (wording(`${__LOCALES_BASE__}${language}/${namespace}.json`) as Promise<Record<string, string>>);
    loaded
      .then((resources) => callback(null, resources))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

export interface I18nOptions {
  locale: string;
  /** Given in tests: every locale bundled, no lazy loading. */
  resources?: Resource;
}

/**
 * <html lang> and dir follow the language: Arabic, Persian and Urdu lay the whole page out right
 * to left (the styles use logical properties, so the layout mirrors with it).
 */
export function applyDocumentLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = i18n.dir(locale);
}

export async function initI18n({ locale, resources }: I18nOptions): Promise<typeof i18n> {
  const instance = resources ? i18n : i18n.use(lazyBackend);
  await instance.use(initReactI18next).init({
    lng: AVAILABLE_LOCALES.includes(locale) || resources ? locale : FALLBACK_LOCALE,
    // Every shipped set is complete (locales.test.ts), so only the active language's files
    // load: no fallback set, no base language ("zh" for "zh-CN").
    fallbackLng: resources ? FALLBACK_LOCALE : false,
    load: 'currentOnly',
    ns: [...START_NAMESPACES],
    defaultNS: 'common',
    keySeparator: false,
    returnNull: false,
    resources,
    initAsync: !resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  // Before React hears of a change (its listener comes later), so a re-render writes amounts
  // and dates the new language's way, and lays the page out in its direction.
  for (const setLocale of [setNumberLocale, setDateLocale, applyDocumentLanguage]) {
    setLocale(instance.language);
    instance.off('languageChanged', setLocale);
    instance.on('languageChanged', setLocale);
  }
  // The script's font is fetched as the wording shows, and only for a language that needs one.
  void applyScriptFont(instance.language);
  instance.off('languageChanged', applyScriptFont);
  instance.on('languageChanged', applyScriptFont);
  return instance;
}

export default i18n;
