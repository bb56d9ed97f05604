import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { serverEnv } from './env';

/** The workspace root: the nearest folder up from the working directory with pnpm-workspace.yaml. */
export function repoRoot(start = process.cwd()): string {
  // turbopackIgnore: the root is found at run time; tracing it at build time would bundle the repo.
  let dir = resolve(/*turbopackIgnore: true*/ start);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ start);
    dir = parent;
  }
  return dir;
}

/** Where generated local state lives: the demo dataset and the embedded database. */
export function dataDir(): string {
  return serverEnv().DATA_DIR ?? join(/*turbopackIgnore: true*/ repoRoot(), '.data');
}
