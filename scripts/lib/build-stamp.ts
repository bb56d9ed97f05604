import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './run';

const SOURCES = ['web', 'schemas', 'migrations/src', 'pnpm-lock.yaml'];

/**
 * The files a build depends on: what git tracks or would track under SOURCES. Asking git keeps
 * build output and generated files (next-env.d.ts, .next*, demo images) out, so building does not
 * itself make the next start rebuild.
 */
function sourceFiles(sources: readonly string[]): string[] {
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...sources], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`Listing the sources with git failed: ${listed.stderr}`);
  return listed.stdout.split('\n').filter((file) => file && !/\.test\.tsx?$/.test(file) && existsSync(join(repoRoot, file))).sort();
}

/** Variables that next.config.ts reads at build time (the image CDN's allowed path). */
const BUILD_ENV = ['SANITY_PROJECT_ID', 'SANITY_DATASET'];

/** A hash of everything the production build depends on: sources, config, build-time variables and the lockfile. */
export function sourceHash(sources: readonly string[] = SOURCES, buildEnv: readonly string[] = BUILD_ENV): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(sources)) hash.update(file).update(readFileSync(join(repoRoot, file)));
  for (const name of buildEnv) hash.update(`${name}=${process.env[name] ?? ''}`);
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
