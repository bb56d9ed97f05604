import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    // `server-only` throws outside a React Server Components bundle; tests import server modules directly.
    alias: { 'server-only': fileURLToPath(new URL('./src/test/empty-module.ts', import.meta.url)) },
    // next-sanity imports `next/headers` and `next/dynamic` without extensions, which only a
    // bundler resolves (Next has no exports map); Vite resolves them when it transforms the package.
    server: { deps: { inline: ['next-sanity'] } },
  },
});
