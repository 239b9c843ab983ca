/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
const proxied = { target: bff, changeOrigin: false };

export default defineConfig({
  plugins: [react()],
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
    // Vitest keeps one core for itself by default; its main process is idle while files run,
    // so on a 2-core machine that would leave one core unused.
    maxWorkers: 2,
    testTimeout: 15000,
  },
});
