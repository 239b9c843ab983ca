import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: Record<string, string> }>('./*/*.json', { eager: true });

const byLocale: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, locale = '', file = ''] = path.split('/');
  byLocale[locale] = { ...byLocale[locale], [file.replace('.json', '')]: module.default };
}
const english = byLocale.en ?? {};
const others = Object.keys(byLocale).filter((locale) => locale !== 'en');

describe('locales', () => {
  it('has English and Vietnamese', () => {
    expect(Object.keys(byLocale).sort()).toEqual(['en', 'vi']);
  });

  it.each(others)('%s has exactly the namespaces and keys of English', (locale) => {
    const target = byLocale[locale] ?? {};
    expect(Object.keys(target).sort()).toEqual(Object.keys(english).sort());
    for (const [namespace, keys] of Object.entries(english)) {
      expect({ namespace, keys: Object.keys(target[namespace] ?? {}).sort() }).toEqual({
        namespace,
        keys: Object.keys(keys).sort(),
      });
    }
  });

  it.each(Object.keys(byLocale))('%s keeps every interpolation of English and has no empty text', (locale) => {
    for (const [namespace, keys] of Object.entries(english)) {
      for (const [key, text] of Object.entries(keys)) {
        const translated = byLocale[locale]?.[namespace]?.[key] ?? '';
        expect(translated.trim(), `${namespace}:${key}`).not.toBe('');
        const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
        expect(vars(translated), `${namespace}:${key}`).toEqual(vars(text));
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
    ];
    for (const code of codes) expect(english.errors?.[code], code).toBeTruthy();
  });
});
