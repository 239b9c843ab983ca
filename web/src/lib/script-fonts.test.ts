import { afterEach, describe, expect, it } from 'vitest';
import { FONT_SHEETS } from '@/lib/script-font-files';
import { applyScriptFont, scriptFontFamily } from '@/lib/script-fonts';

const files = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json', { eager: true });
const wording = new Map<string, string>();
for (const [path, module] of Object.entries(files)) {
  const locale = path.split('/')[2] ?? '';
  wording.set(locale, `${wording.get(locale) ?? ''}${Object.values(module.default).join('\n')}`);
}

/** The scripts each font writes (Unicode script names). */
const SCRIPTS: Record<string, string[]> = {
  'Noto Sans Thai': ['Thai'],
  'Noto Sans Khmer': ['Khmer'],
  'Noto Sans Lao': ['Lao'],
  'Noto Sans Myanmar': ['Myanmar'],
  'Noto Sans Devanagari': ['Devanagari'],
  'Noto Sans Bengali': ['Bengali'],
  'Noto Sans Tamil': ['Tamil'],
  'Noto Sans Arabic': ['Arabic'],
  'Noto Nastaliq Urdu': ['Arabic'],
  'Noto Sans SC': ['Han'],
  'Noto Sans TC': ['Han'],
  'Noto Sans JP': ['Han', 'Hiragana', 'Katakana'],
  'Noto Sans KR': ['Hangul'],
};

// Letters and marks that the system's fonts do not write for every device.
const BEYOND_SYSTEM = /(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}])[\p{L}\p{M}]/gu;

afterEach(() => {
  document.documentElement.style.removeProperty('--font-script');
});

describe('scriptFontFamily', () => {
  it.each([
    ['th', 'Noto Sans Thai'],
    ['km', 'Noto Sans Khmer'],
    ['lo', 'Noto Sans Lao'],
    ['my', 'Noto Sans Myanmar'],
    ['hi', 'Noto Sans Devanagari'],
    ['ne', 'Noto Sans Devanagari'],
    ['bn', 'Noto Sans Bengali'],
    ['ta', 'Noto Sans Tamil'],
    ['ar', 'Noto Sans Arabic'],
    ['fa', 'Noto Sans Arabic'],
    ['ur', 'Noto Nastaliq Urdu'],
    ['zh-CN', 'Noto Sans SC'],
    ['zh-TW', 'Noto Sans TC'],
    ['ja', 'Noto Sans JP'],
    ['ko', 'Noto Sans KR'],
  ])('%s loads %s', (locale, family) => {
    expect(scriptFontFamily(locale)).toBe(family);
  });

  it.each(['en', 'vi', 'ru', 'kk', 'uz', 'tr', 'de', 'id', 'toString', 'zh'])('%s loads none', (locale) => {
    expect(scriptFontFamily(locale)).toBeUndefined();
  });

  it.each([...wording.keys()])("%s's wording is written in its font, or needs none", (locale) => {
    const letters = new Set((wording.get(locale) ?? '').match(BEYOND_SYSTEM));
    const family = scriptFontFamily(locale);
    if (!family) {
      expect([...letters].join('')).toBe('');
      return;
    }
    expect(letters.size).toBeGreaterThan(0);
    const script = new RegExp(`^[${(SCRIPTS[family] ?? []).map((name) => `\\p{Script=${name}}`).join('')}]$`, 'u');
    expect([...letters].filter((letter) => !script.test(letter)).join('')).toBe('');
  });

  it('has the sheets of every family it names', () => {
    for (const locale of wording.keys()) {
      const family = scriptFontFamily(locale);
      if (family) expect(FONT_SHEETS[family], family).toBeTypeOf('function');
    }
  });
});

describe('applyScriptFont', () => {
  const current = () => document.documentElement.style.getPropertyValue('--font-script');

  it('puts the font into the stack once its sheets are in, and takes it out for Latin wording', async () => {
    await applyScriptFont('km');
    expect(current()).toBe("'Noto Sans Khmer'");
    await applyScriptFont('ja');
    expect(current()).toBe("'Noto Sans JP'");
    await applyScriptFont('en');
    expect(current()).toBe('');
  });

  it('lets a later language win over a slower sheet', async () => {
    const slow = applyScriptFont('zh-TW');
    await applyScriptFont('vi');
    await slow;
    expect(current()).toBe('');
  });
});
