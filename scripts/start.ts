// `npm start`: prepare the demo data (never writing to a database named by DATABASE_URL unless
// SEED_DEMO_DATABASE=1: see migrations/src/seed-cli.ts), build when sources changed, serve at PORT.
import { join, resolve } from 'node:path';
import { checkEnvOrExit } from './lib/check-env';
import { editorToken, editorTokenPath } from '../web/src/ports/content/content-lake/editor-token';
import { ensureBuild } from './lib/ensure-build';
import { ensureStudioBuild } from './lib/ensure-studio';
import { nextStartArgs, repoRoot, run, seedIfStale } from './lib/run';

const port = process.env.PORT ?? '3000';
if (!/^\d{2,5}$/.test(port)) {
  console.error(`✖ PORT must be a number, got "${port}".`);
  process.exit(1);
}

checkEnvOrExit();
if ((await seedIfStale()) !== 0) {
  console.error('✖ Preparing the demo data failed; see the message above.');
  process.exit(1);
}
await ensureBuild();
// The local Content Lake and its Studio exist only in the embedded demo (SPEC 1: marketing staff edit content).
const localLake = !process.env.SANITY_PROJECT_ID && !process.env.DATABASE_URL;
if (localLake) await ensureStudioBuild();
console.log(`› Serving the platform at http://localhost:${port} (tenants at http://<slug>.localhost:${port})`);
if (localLake) {
  const dataDir = process.env.DATA_DIR?.trim() ? resolve(process.env.DATA_DIR.trim()) : join(repoRoot, '.data');
  console.log(`› Studio at http://localhost:${port}/studio, signed in as the local editor (local Content Lake at http://localhost:${port}/content-lake)`);
  console.log(`› Editor token for @sanity/client (${editorTokenPath(dataDir)}): ${editorToken(dataDir)}`);
}
process.exit(await run(...nextStartArgs(port)));
