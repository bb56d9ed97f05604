import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'studio', include: ['*.test.ts', 'src/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 240_000 },
});
