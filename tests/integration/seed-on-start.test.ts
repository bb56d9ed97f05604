import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContentPath } from '@dealer/migrations/demo/content-file';
import { repoRoot, rootBin } from '../../scripts/lib/run';
import { scratchDatabase } from '../support/app-instance';

/**
 * An instance never changes shared data by starting (SPEC 7): `npm start` runs the seed CLI with
 * `--if-stale`, which on a database named by DATABASE_URL writes only this machine's demo files,
 * whatever its data folder holds; `npm run seed` (no flag) or SEED_DEMO_DATABASE=1 seed it.
 */
const url = process.env.TEST_DATABASE_URL;
if (!url) console.info('[seed on start] skipped: TEST_DATABASE_URL is not set (.ci/run sets it)');

function seedCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const date = args.some((arg) => arg.startsWith('--date=')) ? [] : ['--date=2025-11-21'];
    const child = spawn(rootBin('tsx'), ['src/seed-cli.ts', '--no-images', ...date, ...args], {
      cwd: join(repoRoot, 'migrations'), env: { ...process.env, NODE_OPTIONS: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!url)('npm start on a shared database (PostgreSQL server)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
  let client: pg.Client;
  const folders: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-on-start-'));
    folders.push(dir);
    return dir;
  };
  const snapshot = async () => (await client.query('SELECT count(*)::int AS n, sum(price)::text AS total, count(*) FILTER (WHERE reserved)::int AS reserved FROM vehicles')).rows[0];

  beforeAll(async () => {
    scratch = await scratchDatabase(url!);
    client = new pg.Client({ connectionString: scratch.databaseUrl });
    await client.connect();
    const seeded = await seedCli([], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: dataDir() });
    expect(seeded.code, seeded.output).toBe(0);
    // What shoppers and dealers did since: a new price and a reservation.
    await client.query('UPDATE vehicles SET price = 12345, reserved = true WHERE id = (SELECT min(id) FROM vehicles)');
  });
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the database as it is from a machine with no demo files, and writes the files of the demo it holds', async () => {
    const before = await snapshot();
    const fresh = dataDir();
    const started = await seedCli(['--if-stale'], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: fresh });
    expect(started.code, started.output).toBe(0);
    expect(started.output).toContain('is left as it is');
    expect(await snapshot()).toEqual(before);
    expect((await client.query('SELECT price::int AS price, reserved FROM vehicles WHERE id = (SELECT min(id) FROM vehicles)')).rows[0]).toEqual({ price: 12345, reserved: true });
    expect(existsSync(demoContentPath(fresh))).toBe(true);
  });

  it('leaves it as it is on another day and another seed too: the date never decides for a shared database', async () => {
    const before = await snapshot();
    const started = await seedCli(['--if-stale', '--seed=99', '--date=2026-01-05'], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: dataDir() });
    expect(started.code, started.output).toBe(0);
    expect(started.output).toContain('seed 20250701, 2025-11-21, as the database holds');
    expect(await snapshot()).toEqual(before);
  });

  it('seeds only when asked: SEED_DEMO_DATABASE=1 reseeds a stale demo', async () => {
    const asked = await seedCli(['--if-stale', '--date=2025-11-22'], { DATABASE_URL: scratch.databaseUrl, DATA_DIR: dataDir(), SEED_DEMO_DATABASE: '1' });
    expect(asked.code, asked.output).toBe(0);
    expect(asked.output).toContain('Seeded');
    expect((await client.query('SELECT reference_date FROM demo_seed')).rows).toEqual([{ reference_date: '2025-11-22' }]);
  });
});
