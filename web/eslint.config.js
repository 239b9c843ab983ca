import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

// Imports flow shared (components, lib, config, types) -> features -> app; never across features.
const sharedRules = {
  files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/types/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code must not import features or the app.' }] },
    ],
  },
};

const featureRules = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '@/app/*'],
            message: 'No imports across features: compose them in src/app.',
          },
        ],
      },
    ],
  },
}));

// Dates and times show on the brand's clock (src/lib/format.ts, useBrandTime in
// src/lib/use-brand-time.ts): Date's local-time methods and Intl's default zone are the device's.
const deviceTimeMessage = "The device's time zone: format through useBrandTime (src/lib/use-brand-time.ts).";
const deviceTimeRules = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/lib/format.ts', 'src/lib/date-range.ts', 'src/testing/**', '**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-properties': [
      'error',
      ...[
        'getFullYear',
        'getMonth',
        'getDate',
        'getDay',
        'getHours',
        'getMinutes',
        'getSeconds',
        'getTimezoneOffset',
        'setFullYear',
        'setMonth',
        'setDate',
        'setHours',
        'setMinutes',
        'setSeconds',
        'toLocaleString',
        'toLocaleDateString',
        'toLocaleTimeString',
        'toDateString',
        'toTimeString',
      ].map((property) => ({ property, message: deviceTimeMessage })),
      { object: 'Intl', property: 'DateTimeFormat', message: deviceTimeMessage },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'src/types/openapi.gen.ts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  sharedRules,
  ...featureRules,
  deviceTimeRules,
  {
    files: ['src/testing/**', '**/*.test.{ts,tsx}', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
