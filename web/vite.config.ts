/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadBudget, precompress } from './bundling/bundle';
import { START_NAMESPACES } from './src/lib/start-namespaces';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const proxied = { target: bff, changeOrigin: false };

const LOCALES_DIR = fileURLToPath(new URL('./src/locales', import.meta.url));
const LOCALE_FILE = /^\/assets\/locales\/[\w-]+\/([\w-]+)\/(\w+)\.json$/;

/** Every wording file as minified JSON, by `<locale>/<namespace>`. */
function readLocales(): Map<string, string> {
  const files = new Map<string, string>();
  for (const locale of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!locale.isDirectory()) continue;
    for (const name of readdirSync(join(LOCALES_DIR, locale.name)).sort()) {
      if (!name.endsWith('.json')) continue;
      const text = readFileSync(join(LOCALES_DIR, locale.name, name), 'utf8');
      files.set(`${locale.name}/${name.slice(0, -5)}`, JSON.stringify(JSON.parse(text)));
    }
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}

/** A locale's START_NAMESPACES in one file, `{ namespace: wording }`: what every page needs. */
function startSet(files: Map<string, string>, locale: string): string {
  const set = Object.fromEntries(
    START_NAMESPACES.map((namespace) => [namespace, JSON.parse(files.get(`${locale}/${namespace}`) ?? '{}') as unknown]),
  );
  return JSON.stringify(set);
}

/** Where index.html asks for the start set early; the BFF puts the visitor's locale in. */
export const START_SET_LOCALE = '__START_LOCALE__';

/**
 * The wording sets as plain JSON files under /assets/locales/<content hash>/, fetched one
 * language at a time: the first load carries only the list of locales, however many ship
 * (a lazy import per file would add an entry per language and namespace to it). Each
 * language's start namespaces are also in one file, start.json, which the built index.html
 * preloads (its locale filled in by the BFF), so the wording is in before the app asks.
 */
function locales(): Plugin {
  const files = readLocales();
  const hash = createHash('sha256');
  for (const [key, text] of files) hash.update(`${key}\n${text}\n`);
  const base = `/assets/locales/${hash.digest('hex').slice(0, 12)}/`;
  const names = [...new Set([...files.keys()].map((key) => key.split('/')[0]))];
  return {
    name: 'locales',
    config: () => ({ define: { __LOCALES__: JSON.stringify(names), __LOCALES_BASE__: JSON.stringify(base) } }),
    configureServer(server) {
      // The dev server reads the files afresh, so edited wording shows on reload.
      server.middlewares.use((req, res, next) => {
        const match = LOCALE_FILE.exec((req.url ?? '').split('?')[0] ?? '');
        if (!match) return next();
        const fresh = readLocales();
        const text = match[2] === 'start' ? startSet(fresh, match[1] ?? '') : fresh.get(`${match[1]}/${match[2]}`);
        res.statusCode = text ? 200 : 404;
        res.setHeader('Content-Type', 'application/json');
        res.end(text ?? '{}');
      });
    },
    generateBundle() {
      for (const [key, text] of files) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${key}.json`, source: text });
      for (const locale of names) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${locale}/start.json`, source: startSet(files, locale) });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        // Built pages only: the BFF serves them and names the locale (the dev server does not).
        context.server
          ? []
          : [
              {
                tag: 'link',
                attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: `${base}${START_SET_LOCALE}/start.json` },
                injectTo: 'head',
              },
            ],
    },
  };
}

/** Subsets of the @fontsource sheets that system fonts write: Latin, Cyrillic, Greek, symbols. */
const SYSTEM_SUBSETS = new Set(['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese', 'math', 'symbols']);

/**
 * The @fontsource sheets (lib/script-font-files.ts) trimmed to their script's faces, in WOFF2
 * only. The script font leads the font stack (styles/tokens.css), so the Latin faces it also
 * ships would take the Latin text from the system fonts (and be downloaded for it); and every
 * browser the site supports reads WOFF2, so the WOFF fallbacks would only double the build.
 */
function fontsourceSheets(): Plugin {
  const face = /\/\* [^*]+ \*\/\s*@font-face\s*\{[^}]*\}\s*/g;
  return {
    name: 'fontsource-sheets',
    // Before Vite's CSS plugin turns the url()s into emitted files.
    enforce: 'pre',
    transform(code, id) {
      const family = /\/@fontsource\/([\w-]+)\/[\w-]+\.css$/.exec(id)?.[1];
      if (!family) return null;
      // A face's file is named <family>-<subset>-<weight>-normal.woff2.
      const subset = new RegExp(`files/${family}-([\\w-]+)-\\d+-normal\\.woff2`);
      return code
        .replace(face, (block) => (SYSTEM_SUBSETS.has(subset.exec(block)?.[1] ?? '') ? '' : block))
        .replace(/,\s*url\([^)]+\.woff\) format\('woff'\)/g, '');
    },
  };
}

export default defineConfig({
  plugins: [react(), locales(), fontsourceSheets(), firstLoadBudget(), precompress()],
  css: {
    // `.record-card__facts` is read as `styles.recordCardFacts`.
    modules: { localsConvention: 'camelCaseOnly' },
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/wps': proxied, '/lgw': proxied, '/bff': proxied },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Fonts stay files: the site's CSP allows fonts from 'self' only, not data: URLs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      // Everything the entry imports statically (it all loads at start anyway) in the entry's
      // one file: left to itself, Rolldown split it into some 25 files, shared with the lazy
      // chunks, each gzipped on its own and carrying its own imports and exports (5.5 kB more).
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Node 25 and newer have a localStorage of their own that would hide jsdom's (Node 22 and
    // newer know the switch; Node 20 would refuse it).
    execArgv: Number(process.versions.node.split('.')[0]) >= 22 ? ['--no-experimental-webstorage'] : [],
    restoreMocks: true,
    // One module graph per worker instead of one per file: halves the run. It holds because
    // setup.ts resets everything a file can leave behind (world, storage, cookies, language,
    // msw handlers) and no file mocks a module.
    isolate: false,
    // Vitest keeps one core for itself by default; its main process is idle while files run,
    // so on a 2-core machine that would leave one core unused.
    maxWorkers: 2,
    testTimeout: 15000,
  },
});
