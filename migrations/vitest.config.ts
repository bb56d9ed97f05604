import { defineConfig } from 'vitest/config';

// Opening PGlite and migrating it takes seconds on a busy machine: hooks get the tests' budget.
export default defineConfig({
  // Opening PGlite (WebAssembly) and applying the migrations in a beforeAll takes seconds, more on
  // a busy machine: Vitest's 10 s hook default failed it under load.
  test: { name: 'migrations', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 },
});
