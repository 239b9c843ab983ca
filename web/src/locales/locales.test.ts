import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, string> }>('./*/*.json', { eager: true });

const byLocale: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, locale = '', file = ''] = path.split('/');
  byLocale[locale] = { ...byLocale[locale], [file.replace('.json', '')]: module.default };
}
const english = byLocale.en ?? {};
const others = Object.keys(byLocale).filter((locale) => locale !== 'en');

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must have: English's, with each plural key (a pair `x_one`, `x_other`) replaced
 * by the plural categories of that locale's grammar (Intl.PluralRules, which i18next uses).
 */
function expectedKeys(locale: string, keys: Record<string, string>): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(keys)) {
    const base = key.replace(PLURAL, '');
    const other = keys[`${base}_other`];
    if (base !== key && keys[`${base}_one`] !== undefined && other !== undefined) {
      for (const category of categories) expected.set(`${base}_${category}`, other);
    } else {
      expected.set(key, text);
    }
  }
  return expected;
}

describe('locales', () => {
  it('has English and Vietnamese', () => {
    expect(Object.keys(byLocale)).toEqual(expect.arrayContaining(['en', 'vi']));
  });

  it.each(others)('%s has exactly the namespaces of English, and its keys in its plural forms', (locale) => {
    const target = byLocale[locale] ?? {};
    expect(Object.keys(target).sort()).toEqual(Object.keys(english).sort());
    for (const [namespace, keys] of Object.entries(english)) {
      expect({ namespace, keys: Object.keys(target[namespace] ?? {}).sort() }).toEqual({
        namespace,
        keys: [...expectedKeys(locale, keys).keys()].sort(),
      });
    }
  });

  it.each(Object.keys(byLocale))('%s keeps every interpolation of English and has no empty text', (locale) => {
    // A plural form may spell its number out ("one record"): {{count}} is optional there.
    const vars = (text: string, plural: boolean) =>
      [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).filter((name) => !(plural && name === 'count')).sort();
    for (const [namespace, keys] of Object.entries(english)) {
      for (const [key, text] of expectedKeys(locale, keys)) {
        const translated = byLocale[locale]?.[namespace]?.[key] ?? '';
        expect(translated.trim(), `${namespace}:${key}`).not.toBe('');
        const plural = PLURAL.test(key);
        expect(vars(translated, plural), `${namespace}:${key}`).toEqual(vars(text, plural));
      }
    }
  });

  it('has a template for every register pattern id (1-19) using {{range}} where bounds apply', () => {
    for (let id = 1; id <= 19; id += 1) {
      expect(english.register?.[`reg_pattern_${id}`], `reg_pattern_${id}`).toBeTruthy();
    }
  });

  it('words every error code of the contract', () => {
    const codes = [
      'login.not.session',
      'function.not.available',
      'region.restricted',
      'TOO_MANY_REQUESTS',
      'csrf.invalid',
      'request.invalid',
      'field.required',
      'field.invalid',
      'password.mismatch',
      'age.not.confirmed',
      'terms.not.accepted',
      'username.exists',
      'user.or.password.invalid',
      'account.locked',
      'captcha.required',
      'captcha.invalid',
      'encryption.required',
      'encryption.invalid',
      'path.not.found',
      'method.not.allowed',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_TIMEOUT',
      'UPSTREAM_BAD_RESPONSE',
      'system.error',
      'network.error',
      'network.timeout',
      'unknown.error',
      'customer.service.unavailable',
      'limit.deposit.exceeded',
      'limit.wager.exceeded',
      'limit.loss.exceeded',
      'session.time.limit',
      'account.excluded',
      'exclusion.active',
      'member.excluded',
    ];
    for (const code of codes) expect(english.errors?.[code], code).toBeTruthy();
  });
});
