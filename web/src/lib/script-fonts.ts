/**
 * The font each language's script needs beyond the Latin ones every device has. Latin,
 * Cyrillic and Vietnamese wording needs none. Only these names ship in the first load; the
 * fonts' sheets (lib/script-font-files.ts) come when their language is used.
 */
const SCRIPT_FONTS: Readonly<Record<string, string>> = {
  th: 'Noto Sans Thai',
  km: 'Noto Sans Khmer',
  lo: 'Noto Sans Lao',
  my: 'Noto Sans Myanmar',
  hi: 'Noto Sans Devanagari',
  ne: 'Noto Sans Devanagari',
  bn: 'Noto Sans Bengali',
  ta: 'Noto Sans Tamil',
  ar: 'Noto Sans Arabic',
  fa: 'Noto Sans Arabic',
  // Urdu is read in Nastaliq: the naskh of Arabic and Persian looks foreign to its readers.
  ur: 'Noto Nastaliq Urdu',
  // One language's Han characters take another's shapes, so each has its own font.
  'zh-CN': 'Noto Sans SC',
  'zh-TW': 'Noto Sans TC',
  ja: 'Noto Sans JP',
  ko: 'Noto Sans KR',
};

/** The font family a locale's script needs, if any. */
export function scriptFontFamily(locale: string): string | undefined {
  return Object.hasOwn(SCRIPT_FONTS, locale) ? SCRIPT_FONTS[locale] : undefined;
}

let wanted: string | undefined;

/**
 * Fetches the locale's script font sheets, then puts the font into the site's font stack
 * (--font-script, styles/tokens.css). Never rejects: if a chunk fails to load, the device's
 * fonts stay.
 */
export async function applyScriptFont(locale: string): Promise<void> {
  const family = scriptFontFamily(locale);
  wanted = family;
  const root = document.documentElement;
  if (!family) {
    root.style.removeProperty('--font-script');
    return;
  }
  try {
    const { FONT_SHEETS } = await import('@/lib/script-font-files');
    await FONT_SHEETS[family]?.();
  } catch {
    return;
  }
  // Named once its faces are declared, so every element picks the font afresh with them; a
  // later language's choice wins over a slower sheet.
  if (wanted === family) root.style.setProperty('--font-script', `'${family}'`);
}
