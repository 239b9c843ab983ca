import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { lazyBackend, START_NAMESPACES } from '@/lib/i18n';

const html = document.documentElement;

describe('the document follows the language', () => {
  it.each(['ar', 'fa', 'ur'])('lays %s out right to left', async (locale) => {
    await i18n.changeLanguage(locale);
    expect(html.lang).toBe(locale);
    expect(html.dir).toBe('rtl');
  });

  it('returns to left to right for the other languages', async () => {
    await i18n.changeLanguage('ar');
    expect(html.dir).toBe('rtl');
    await i18n.changeLanguage('vi');
    expect(html.lang).toBe('vi');
    expect(html.dir).toBe('ltr');
    await i18n.changeLanguage('ur');
    await i18n.changeLanguage('en');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });
});

describe('the wording files', () => {
  it('loads the start namespaces of a language in one file, and the others one by one', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url.slice(url.lastIndexOf('/', url.lastIndexOf('/') - 1)));
      const body = url.endsWith('/start.json')
        ? Object.fromEntries(START_NAMESPACES.map((ns) => [ns, { hello: `${ns} hello` }]))
        : { hello: 'help hello' };
      return Response.json(body);
    });
    const instance = i18n.createInstance().use(lazyBackend);
    await instance.init({ lng: 'vi', fallbackLng: false, load: 'currentOnly', ns: [...START_NAMESPACES] });
    // The test's own key, outside the app's typed wording.
    const hello = (ns: string) => instance.getResource('vi', ns, 'hello') as unknown;
    expect(asked).toEqual(['/vi/start.json']);
    expect(hello('shell')).toBe('shell hello');
    expect(hello('winners')).toBe('winners hello');
    await instance.loadNamespaces('help');
    expect(asked).toEqual(['/vi/start.json', '/vi/help.json']);
    expect(hello('help')).toBe('help hello');
  });
});
