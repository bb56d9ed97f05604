// `npm start`: prepare the demo data, build when sources changed, serve at PORT (default 3000).
import { checkEnvOrExit } from './lib/check-env';
import { ensureBuild } from './lib/ensure-build';
import { pnpm, run, runOrExit } from './lib/run';

const port = process.env.PORT ?? '3000';
if (!/^\d{2,5}$/.test(port)) {
  console.error(`✖ PORT must be a number, got "${port}".`);
  process.exit(1);
}

checkEnvOrExit();
await runOrExit('Preparing the demo data', ...pnpm(['--filter', '@dealer/migrations', 'run', 'seed', '--if-stale']));
await ensureBuild();
console.log(`› Serving the platform at http://localhost:${port} (tenants at http://<slug>.localhost:${port})`);
process.exit(await run(...pnpm(['--filter', '@dealer/web', 'exec', 'next', 'start', '-p', port])));
