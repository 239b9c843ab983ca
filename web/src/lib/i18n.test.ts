import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

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
