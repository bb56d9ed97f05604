#!/usr/bin/env node
// Entry point behind `npm start`, `npm test`, `npm run seed` and `npm run lighthouse`.
// It must run on the bare system Node (20) with no dependencies installed: it installs the
// pnpm workspace (which brings Node 24 from the registry package `node`), then hands over to
// the TypeScript scripts, which pnpm runs with Node 24 first on PATH.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['-y', 'pnpm@10.34.9'];
const task = process.argv[2];
// Each task is a TypeScript entry run with the workspace's tsx on Node 24 (cwd, script).
const tasks = {
  start: ['.', 'scripts/start.ts'],
  test: ['.', 'scripts/test.ts'],
  seed: ['migrations', 'src/seed-cli.ts'],
  lighthouse: ['.', 'scripts/lighthouse.ts'],
  fuzz: ['tests', 'fuzz/fuzz-cli.ts'],
  load: ['tests', 'load/load-cli.ts'],
  'bench:pages': ['tests', 'bench/pages-bench.ts'],
};

if (!tasks[task]) {
  console.error(`Unknown task "${task}". Use one of: ${Object.keys(tasks).join(', ')}.`);
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpm(args, options) {
  return run('npx', [...PNPM, ...args], options);
}

// Reinstall only when the lockfile or a manifest changed since the last successful install, so a
// second `npm start` is up in seconds.
function installStamp() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'web/package.json',
    'studio/package.json', 'schemas/package.json', 'migrations/package.json', 'tests/package.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

function ensureInstalled() {
  const stampFile = join(root, 'node_modules', '.install-stamp');
  const stamp = installStamp();
  const nodeBin = join(root, 'node_modules', '.bin', 'node');
  if (existsSync(stampFile) && existsSync(nodeBin) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('› Installing the workspace (pnpm, Node 24 and dependencies)…');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', ...frozen]);
  if (status !== 0) {
    console.error('Installing dependencies failed; see the pnpm output above.');
    process.exit(status);
  }
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, stamp);
}

function hasChromium() {
  return existsSync('/usr/bin/chromium') || Boolean(process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH));
}

// Browser tests and Lighthouse use Debian's Chromium: Playwright's own browser download needs the
// internet, which this platform's machines do not have.
function ensureChromium() {
  if (hasChromium()) return;
  if (process.getuid?.() !== 0) {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium fonts-liberation');
    process.exit(1);
  }
  console.log('› Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  const status = run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation'], { env });
  if (status !== 0 || !hasChromium()) {
    console.error('Installing chromium failed; see the apt-get output above.');
    process.exit(1);
  }
}

ensureInstalled();
if (task === 'test' || task === 'lighthouse' || task === 'bench:pages') ensureChromium();
// Straight to tsx with the workspace's binaries (Node 24 first) on PATH: no package manager in
// the way, so a second `npm start` is quick.
const bin = join(root, 'node_modules', '.bin');
const [cwd, script] = tasks[task];
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
process.exit(run(join(bin, 'tsx'), [script, ...process.argv.slice(3)], { cwd: join(root, cwd), env }));
