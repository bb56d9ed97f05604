// `npm test`: every check, in order of speed. All steps run even after a failure so one run shows
// everything that is wrong; the exit code is non-zero if any step failed.
import { join } from 'node:path';
import { ensureBuild } from './lib/ensure-build';
import { ensureStudioBuild } from './lib/ensure-studio';
import { repoRoot, rootBin, run, seedIfStale } from './lib/run';

// Browser tests get their own data folder and port, so they never touch a running `npm start`.
const testEnv = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(repoRoot, '.data', 'test'), NEXT_TELEMETRY_DISABLED: '1' };
const only = process.argv.slice(2);
const PACKAGES = ['.', 'web', 'schemas', 'migrations', 'studio', 'tests'];

async function typecheck(): Promise<number> {
  let failed = 0;
  for (const pkg of PACKAGES) {
    const code = await run(rootBin('tsc'), ['--noEmit', '-p', pkg]);
    if (code !== 0) failed = code;
  }
  return failed;
}

type Step = { name: string; run: () => Promise<number> };
const steps: Step[] = [
  { name: 'lint', run: () => run(rootBin('eslint'), ['--max-warnings=0', '.']) },
  { name: 'typecheck', run: typecheck },
  { name: 'unit and integration (vitest)', run: () => run(rootBin('vitest'), ['run'], { env: testEnv }) },
  {
    name: 'browser journeys (playwright)',
    run: async () => {
      const seeded = await seedIfStale({ env: testEnv });
      if (seeded !== 0) return seeded;
      await ensureBuild();
      // The Studio journey edits content in the Studio the app serves at /studio.
      await ensureStudioBuild();
      return run(rootBin('playwright'), ['test', '-c', 'tests/playwright.config.ts'], { env: testEnv });
    },
  },
];

const results: { name: string; code: number; seconds: number }[] = [];
for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.startsWith(o))) continue;
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const code = await step.run();
  results.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.code === 0 ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => r.code !== 0);
process.exit(failed.length === 0 ? 0 : 1);
