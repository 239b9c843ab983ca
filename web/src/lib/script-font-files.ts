/**
 * The style sheets of the script fonts (lib/script-fonts.ts), by family. A chunk of its own,
 * fetched only for a language that needs a font, as is each sheet. The build keeps only the
 * script's faces (vite.config.ts), each declaring its unicode range, so a browser downloads just
 * the files holding the page's characters: a few of the hundred slices of a CJK font.
 *
 * Two weights each: CSS font matching takes 700 for the 600 and 800 the styles also ask for.
 */
export const FONT_SHEETS: Readonly<Record<string, () => Promise<unknown>>> = {
  'Noto Sans Thai': () => Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
  'Noto Sans Khmer': () => Promise.all([import('@fontsource/noto-sans-khmer/400.css'), import('@fontsource/noto-sans-khmer/700.css')]),
  'Noto Sans Lao': () => Promise.all([import('@fontsource/noto-sans-lao/400.css'), import('@fontsource/noto-sans-lao/700.css')]),
  'Noto Sans Myanmar': () =>
    Promise.all([import('@fontsource/noto-sans-myanmar/400.css'), import('@fontsource/noto-sans-myanmar/700.css')]),
  'Noto Sans Devanagari': () =>
    Promise.all([import('@fontsource/noto-sans-devanagari/400.css'), import('@fontsource/noto-sans-devanagari/700.css')]),
  'Noto Sans Bengali': () =>
    Promise.all([import('@fontsource/noto-sans-bengali/400.css'), import('@fontsource/noto-sans-bengali/700.css')]),
  'Noto Sans Tamil': () => Promise.all([import('@fontsource/noto-sans-tamil/400.css'), import('@fontsource/noto-sans-tamil/700.css')]),
  'Noto Sans Arabic': () =>
    Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/700.css')]),
  'Noto Nastaliq Urdu': () =>
    Promise.all([import('@fontsource/noto-nastaliq-urdu/400.css'), import('@fontsource/noto-nastaliq-urdu/700.css')]),
  'Noto Sans SC': () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  'Noto Sans TC': () => Promise.all([import('@fontsource/noto-sans-tc/400.css'), import('@fontsource/noto-sans-tc/700.css')]),
  'Noto Sans JP': () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
  'Noto Sans KR': () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
};
