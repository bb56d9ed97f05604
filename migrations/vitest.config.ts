import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'migrations', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
