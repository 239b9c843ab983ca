import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The suites run with `isolate: false` (vite.config.ts): the test files of a worker share one
 * module graph. A module mock would then reach every file that runs after it, so none is allowed;
 * a test replaces behaviour through msw handlers, props or `vi.spyOn` (restored after each test).
 */
const SRC = resolve(process.cwd(), 'src');
const MODULE_MOCK = /\bvi\.(?:mock|doMock|unmock|doUnmock|resetModules)\s*\(/;

it('no test file mocks or resets a module', () => {
  const offenders = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && !path.endsWith('shared-modules.test.ts'))
    .filter((path) => MODULE_MOCK.test(readFileSync(resolve(SRC, path), 'utf8')));
  expect(offenders).toEqual([]);
});
