import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceHash } from './build-stamp';
import { packageBin, repoRoot, runOrExit } from './run';

/** What the Studio build depends on; SANITY_STUDIO_* variables are read at build time. */
const STUDIO_SOURCES = ['studio/src', 'studio/static', 'studio/sanity.config.ts', 'studio/sanity.cli.ts', 'schemas', 'pnpm-lock.yaml'];
const STUDIO_ENV = ['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_DATASET', 'SANITY_STUDIO_PREVIEW_ORIGIN'];

/**
 * Builds the Studio into studio/dist unless the last build is of the same sources. Without
 * SANITY_STUDIO_PROJECT_ID it is the Studio of the local Content Lake, which the app serves at /studio.
 */
export async function ensureStudioBuild(): Promise<void> {
  const dist = join(repoRoot, 'studio', 'dist');
  const stamp = join(dist, 'source-hash');
  const hash = sourceHash(STUDIO_SOURCES, STUDIO_ENV);
  if (existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log('› Reusing the Studio build (sources unchanged).');
    return;
  }
  console.log('› Building the Studio…');
  const env = { ...process.env, DO_NOT_TRACK: '1', SANITY_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' };
  await runOrExit('Studio build', packageBin('studio', 'sanity'), ['build', '--yes'], { cwd: join(repoRoot, 'studio'), env });
  writeFileSync(stamp, hash);
}
