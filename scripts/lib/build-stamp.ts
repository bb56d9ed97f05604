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
    if (SKIP.has(entry) || entry.startsWith('.next') || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
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

// NEXT_DIST_DIR lets a second build (another checkout's tests) live beside the main one.
const distDir = () => join(repoRoot, 'web', process.env.NEXT_DIST_DIR || '.next');
const stampFile = () => join(distDir(), 'source-hash');

/** True when the dist dir holds a build of exactly the current sources. */
export function buildIsFresh(hash: string): boolean {
  return existsSync(join(distDir(), 'BUILD_ID')) && existsSync(stampFile()) && readFileSync(stampFile(), 'utf8') === hash;
}

export function markBuilt(hash: string): void {
  writeFileSync(stampFile(), hash);
}
