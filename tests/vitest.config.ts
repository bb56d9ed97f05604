import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    name: 'tests',
    include: ['contract/**/*.test.ts', 'integration/**/*.test.ts', 'security/**/*.test.ts', 'fuzz/**/*.test.ts', 'load/**/*.test.ts', 'support/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    alias: { 'server-only': fileURLToPath(new URL('../web/src/test/empty-module.ts', import.meta.url)) },
    // As web/vitest.config.ts: next-sanity's extensionless `next/*` imports need Vite's resolver.
    server: { deps: { inline: ['next-sanity'] } },
  },
});
