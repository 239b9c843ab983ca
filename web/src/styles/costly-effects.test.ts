import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No style sheet blurs what lies behind an element (backdrop-filter): a browser that composites
 * without the GPU (software rendering, many low-end phones) redraws the blur for every frame,
 * about 40 ms a frame at a laptop's size (docs/performance.md).
 */
// Vitest runs from web/.
const SRC = resolve(process.cwd(), 'src');
const sheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .sort();

function backdropFilters(css: string): string[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .flatMap((line, index) => (/(?:^|[\s;{])(?:-webkit-)?backdrop-filter\s*:/.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('costly effects', () => {
  it('finds a backdrop filter, prefixed or not, but not one in a comment', () => {
    expect(backdropFilters('.a {\n  backdrop-filter: blur(3px);\n}\n.b { -webkit-backdrop-filter: blur(2px); }')).toEqual([
      '2: backdrop-filter: blur(3px);',
      '4: .b { -webkit-backdrop-filter: blur(2px); }',
    ]);
    expect(backdropFilters('/* no backdrop-filter: blur() here */\n.a { filter: brightness(1.1); }')).toEqual([]);
  });

  it('finds no backdrop filter in the SPA', () => {
    expect(sheets.length).toBeGreaterThan(50);
    const found = sheets.flatMap((path) => backdropFilters(readFileSync(resolve(SRC, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(found).toEqual([]);
  });
});
