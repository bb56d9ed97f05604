import { defineConfig } from 'vitest/config';

// One runner for the whole workspace; each package is a project with its own config.
export default defineConfig({
  test: {
    projects: ['web', 'migrations', 'schemas', 'studio', 'tests'],
  },
});
