import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Layout is written in logical properties (inline-start/end) so Arabic, Persian and Urdu mirror
 * it by <html dir="rtl">. A physical side is allowed only on a line saying why:
 * `left: 50%; /* physical: centred, either way *\/`.
 */
// Vitest runs from web/.
const SRC = resolve(process.cwd(), 'src');
const sheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .sort();

const PHYSICAL_PROPERTY =
  /(?:^|[\s;{])((?:margin|padding|scroll-margin|scroll-padding|border)-(?:left|right)(?:-[a-z]+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:/g;
const PHYSICAL_VALUE = /(?:^|[\s;{])((?:float|clear|text-align)\s*:\s*(?:left|right))\b/g;
const SHORTHAND = /(?:^|[\s;{])(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-color|border-style|border-radius)\s*:\s*([^;}]+)/g;

/** A value's space-separated parts, keeping `calc(1px + 2px)` whole. */
function parts(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.replace(/!important/, '').trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += char;
  }
  if (current) out.push(current);
  return out;
}

/** Whether a shorthand gives the left and right sides different values (so it would not mirror). */
function lopsided(property: string, value: string): boolean {
  if (property !== 'border-radius') {
    const [, right, , left] = parts(value);
    return left !== undefined && left !== right;
  }
  // Corners: top-left, top-right, bottom-right, bottom-left (a missing one copies its opposite).
  return value.split('/').some((half) => {
    const [topLeft, topRight = topLeft, bottomRight = topLeft, bottomLeft = topRight] = parts(half);
    return topLeft !== topRight || bottomLeft !== bottomRight;
  });
}

/** The physical declarations of a style sheet as `line: text`, but for lines marked physical. */
export function physicalSides(css: string): string[] {
  // Comments blanked (line breaks kept, so numbers hold), after noting the lines they mark.
  const marked = new Set<number>();
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment, offset: number) => {
    if (/^\/\*\s*physical:\s*\S/.test(comment)) marked.add(css.slice(0, offset).split('\n').length);
    return comment.replace(/[^\n]/g, ' ');
  });
  const found: string[] = [];
  code.split('\n').forEach((line, index) => {
    if (marked.has(index + 1)) return;
    const hits = [...line.matchAll(PHYSICAL_PROPERTY), ...line.matchAll(PHYSICAL_VALUE)].map((m) => m[1]);
    for (const m of line.matchAll(SHORTHAND)) {
      if (lopsided(m[1] ?? '', m[2] ?? '')) hits.push(`${m[1]}: ${m[2]}`);
    }
    for (const hit of hits) found.push(`${index + 1}: ${hit}`);
  });
  return found;
}

describe('style sheets use logical sides', () => {
  it('finds physical sides, lopsided shorthands, and lets marked lines through', () => {
    const css = [
      '.a { margin-left: 4px; padding-inline-start: 2px; }',
      '.b {',
      '  right: 0;',
      '  text-align: left;',
      '  border-right-color: red;',
      '  float: right;',
      '  padding: 0 6px 0 14px;',
      '  border-radius: 14px 0 0 14px;',
      '}',
      '.c { left: 50%; /* physical: centred either way */ }',
      '.d { margin: 0 auto; padding: 1px 2px 3px; inset: 0; border-radius: 16px 16px 0 0; text-align: start; }',
      '/* a comment may say left: 0 */',
      '.e { inset-inline-end: 0; --left: 1; }',
    ].join('\n');
    expect(physicalSides(css)).toEqual([
      '1: margin-left',
      '3: right',
      '4: text-align: left',
      '5: border-right-color',
      '6: float: right',
      '7: padding: 0 6px 0 14px',
      '8: border-radius: 14px 0 0 14px',
    ]);
  });

  it('finds no physical left or right in the SPA', () => {
    expect(sheets).toContain('styles/base.css');
    expect(sheets).toContain('styles/tokens.css');
    expect(sheets.length).toBeGreaterThan(50);
    const found = sheets.flatMap((path) => physicalSides(readFileSync(resolve(SRC, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(found).toEqual([]);
  });
});
