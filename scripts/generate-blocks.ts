// `npm run blocks:generate` (also the first step of `npm run content:typegen`): writes the block
// manifest files from the block folders; see scripts/lib/block-manifest.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BlockManifestError, renderManifest } from './lib/block-manifest';
import { repoRoot } from './lib/run';

try {
  for (const [path, content] of renderManifest(repoRoot)) writeFileSync(join(repoRoot, path), content);
  console.log('Block manifest written.');
} catch (error) {
  if (!(error instanceof BlockManifestError)) throw error;
  console.error(error.message);
  process.exit(1);
}
