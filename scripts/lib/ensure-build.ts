import { join } from 'node:path';
import { buildIsFresh, markBuilt, sourceHash } from './build-stamp';
import { packageBin, repoRoot, runOrExit } from './run';

/** Builds the web app unless the last build is of the same sources, so restarts take seconds. */
export async function ensureBuild(): Promise<void> {
  const hash = sourceHash();
  if (buildIsFresh(hash)) {
    console.log('› Reusing the production build (sources unchanged).');
    return;
  }
  console.log('› Building the web app…');
  await runOrExit('Build', packageBin('web', 'next'), ['build'], { cwd: join(repoRoot, 'web') });
  markBuilt(hash);
}
