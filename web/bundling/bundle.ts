import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/** Gzipped bytes of JavaScript a first visit may load before the page is usable: a ratchet
 * just above today's weight, lowered as the first load shrinks (docs/performance.md). */
export const FIRST_LOAD_BUDGET = 141_000;

/** Files worth a compressed copy: text under assets/ (fonts and images are compressed already). */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|json|svg|txt)$/;
const SMALLEST = 1024;

/** The chunks a first visit loads: the entry and every chunk it imports statically, at any depth
 * (dynamic imports wait for the route or dialog that needs them). */
export function firstLoadChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const seen = new Set<string>();
  while (queue.length) {
    const name = queue.pop() ?? '';
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name)) continue;
    seen.add(name);
    queue.push(...chunk.imports);
  }
  return [...seen].sort().map((name) => chunks.get(name) as Rollup.OutputChunk);
}

export function gzippedSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/** What firstLoadChunks weighs gzipped, and whether it is within `limit`. */
export function weighFirstLoad(bundle: Rollup.OutputBundle, limit = FIRST_LOAD_BUDGET) {
  const chunks = firstLoadChunks(bundle);
  const bytes = chunks.reduce((sum, chunk) => sum + gzippedSize(chunk.code), 0);
  const summary =
    `first-load JavaScript: ${chunks.length} files, ${(bytes / 1000).toFixed(1)} kB gzipped` +
    ` (budget ${(limit / 1000).toFixed(0)} kB)`;
  return { bytes, summary, within: bytes <= limit };
}

/** Fails the build when the first load outgrows the budget, and says what it weighs. */
export function firstLoadBudget(limit = FIRST_LOAD_BUDGET): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { summary, within } = weighFirstLoad(bundle, limit);
      if (!within) this.error(`${summary}: over the budget`);
      this.info(summary);
    },
  };
}

/** A .gz and a .br beside every text asset, which the BFF's file responses pick by the
 * browser's Accept-Encoding: compressed once at build time, at the highest levels. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const body = readFileSync(path);
        if (body.length < SMALLEST) continue;
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params }));
      }
    },
  };
}
