import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstLoadBudget, firstLoadChunks, gzippedSize, weighFirstLoad } from './bundle';

function chunk(fileName: string, code: string, imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, code, imports, isEntry, dynamicImports: [] } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'index.js': chunk('index.js', 'import "./shared.js";'.repeat(50), ['shared.js'], true),
  'shared.js': chunk('shared.js', 'export const x = 1;', ['runtime.js']),
  'runtime.js': chunk('runtime.js', 'export {};'),
  'lazy-page.js': chunk('lazy-page.js', 'x'.repeat(5000), ['shared.js']),
  'app.css': { type: 'asset', fileName: 'app.css', source: 'body{}' },
} as unknown as Rollup.OutputBundle;

describe('the first-load budget', () => {
  it('weighs the entry and its static imports at any depth, not the lazy chunks', () => {
    expect(firstLoadChunks(bundle).map((c) => c.fileName)).toEqual(['index.js', 'runtime.js', 'shared.js']);
    const { bytes } = weighFirstLoad(bundle);
    const expected = ['index.js', 'shared.js', 'runtime.js'].reduce(
      (sum, name) => sum + gzippedSize((bundle[name] as Rollup.OutputChunk).code),
      0,
    );
    expect(bytes).toBe(expected);
  });

  it('fails the build above the budget and passes it at or below', () => {
    const { bytes } = weighFirstLoad(bundle);
    const run = (limit: number) => {
      const messages: string[] = [];
      const context = {
        error: (message: string) => {
          throw new Error(message);
        },
        info: (message: string) => messages.push(message),
      };
      const hook = firstLoadBudget(limit).generateBundle as (this: unknown, o: unknown, b: Rollup.OutputBundle) => void;
      hook.call(context, {}, bundle);
      return messages;
    };
    expect(run(bytes)).toEqual([expect.stringMatching(/^first-load JavaScript: 3 files/)]);
    expect(() => run(bytes - 1)).toThrow(/over the budget/);
  });
});
