// `npm start`: prepare the demo data (never writing to a database named by DATABASE_URL unless
// SEED_DEMO_DATABASE=1: see migrations/src/seed-cli.ts), build when sources changed, serve at PORT.
import { checkEnvOrExit } from './lib/check-env';
import { ensureBuild } from './lib/ensure-build';
import { nextStartArgs, run, seedIfStale } from './lib/run';

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
console.log(`› Serving the platform at http://localhost:${port} (tenants at http://<slug>.localhost:${port})`);
process.exit(await run(...nextStartArgs(port)));
