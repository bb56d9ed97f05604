import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './run';

const SOURCES = ['web', 'schemas', 'migrations/src', 'pnpm-lock.yaml'];
const SKIP = new Set(['node_modules', '.next', 'public', 'test-results']);

function* walk(path: string): Generator<string> {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* walk(join(path, entry));
  }
}

/** A hash of everything the production build depends on: sources, config and the lockfile. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    const path = join(repoRoot, source);
    if (!existsSync(path)) continue;
    for (const file of walk(path)) hash.update(relative(repoRoot, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampFile = () => join(repoRoot, 'web', '.next', 'source-hash');

/** True when web/.next holds a build of exactly the current sources. */
export function buildIsFresh(hash: string): boolean {
  return existsSync(join(repoRoot, 'web', '.next', 'BUILD_ID')) && existsSync(stampFile()) && readFileSync(stampFile(), 'utf8') === hash;
}

export function markBuilt(hash: string): void {
  writeFileSync(stampFile(), hash);
}
