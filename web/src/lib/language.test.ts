import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from '@/lib/language';

describe('storedLanguage', () => {
  afterEach(() => {
    delete document.documentElement.dataset.brandLocale;
  });

  it('is the last visit’s choice when there is one', () => {
    window.localStorage.setItem('lang', 'TY');
    window.localStorage.setItem('langLocale', 'vi');
    document.documentElement.dataset.brandLocale = 'th';
    expect(storedLanguage()).toEqual({ code: 'TY', locale: 'vi' });
  });

  it('on a first visit is the brand’s default locale that the page was served with', () => {
    document.documentElement.dataset.brandLocale = 'th';
    expect(storedLanguage()).toEqual({ code: null, locale: 'th' });
  });

  it('falls back to English when the page names no locale', () => {
    expect(storedLanguage()).toEqual({ code: null, locale: 'en' });
  });
});
