import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { Resource } from 'i18next';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setRequestLanguage } from '@/lib/api-client';
import { captchaClock } from '@/lib/captcha';
import i18n, { initI18n } from '@/lib/i18n';
import { server } from '@/testing/server';
import { resetWorld, XSRF } from '@/testing/world';

// The suites speak English and Vietnamese; locales.test.ts reads every other set itself. Parsing
// all of them in each test file's setup would cost more than the tests that use them.
const modules = import.meta.glob<{ default: Record<string, string> }>('../locales/{en,vi}/*.json', { eager: true });
const resources: Resource = {};
for (const [path, module] of Object.entries(modules)) {
  const [, , locale = 'en', file = ''] = path.split('/');
  resources[locale] = { ...resources[locale], [file.replace('.json', '')]: module.default };
}

// Two cores run the suites in parallel: give async queries room.
configure({ asyncUtilTimeout: 5000 });

// The captcha's once-a-second throttle waits on a clock that a wait moves on at once, so no test
// sleeps through it; time passes as usual otherwise.
let skippedMs = 0;
captchaClock.now = () => Date.now() + skippedMs;
captchaClock.sleep = (ms) => {
  skippedMs += ms;
  return Promise.resolve();
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n({ locale: 'en', resources });
  window.scrollTo = () => undefined;
});

beforeEach(async () => {
  resetWorld();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of ['lastUser', 'loginRemember']) document.cookie = `${name}=; path=/; max-age=0`;
  document.cookie = `XSRF-TOKEN=${XSRF}; path=/`;
  document.documentElement.removeAttribute('data-theme');
  setRequestLanguage(null);
  Reflect.deleteProperty(window, 'matchMedia');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
