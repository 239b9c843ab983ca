import i18n, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces loaded at start; help loads when its page asks for it. */
export const START_NAMESPACES = ['common', 'errors', 'shell', 'auth', 'register', 'home', 'system', 'member'] as const;
export const FALLBACK_LOCALE = 'en';

const loaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');

/** Locales that have wording files (a brand language without one falls back to English). */
export const AVAILABLE_LOCALES: readonly string[] = [
  ...new Set(Object.keys(loaders).map((path) => path.split('/')[2] ?? FALLBACK_LOCALE)),
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = loaders[`../locales/${language}/${namespace}.json`];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export interface I18nOptions {
  locale: string;
  /** Given in tests: every locale bundled, no lazy loading. */
  resources?: Resource;
}

export async function initI18n({ locale, resources }: I18nOptions): Promise<typeof i18n> {
  const instance = resources ? i18n : i18n.use(lazyBackend);
  await instance.use(initReactI18next).init({
    lng: AVAILABLE_LOCALES.includes(locale) || resources ? locale : FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    ns: [...START_NAMESPACES],
    defaultNS: 'common',
    keySeparator: false,
    returnNull: false,
    resources,
    initAsync: !resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  return instance;
}

export default i18n;
