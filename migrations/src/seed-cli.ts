import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type DatabaseTarget, type OpenDatabase } from './database';
import { utcMidnight } from './demo/dates';
import { DEFAULT_DEMO_SEED, demoFilesFresh, isDemoFresh, readDatabaseStamp, seedDemo, writeDemoFiles } from './seed';

/**
 * `pnpm --filter @dealer/migrations seed [--if-stale] [--seed=N] [--date=YYYY-MM-DD] [--no-images]`
 * Seeds the demo into DATABASE_URL (PostgreSQL) when set, else the embedded PGlite in
 * <data dir>/pglite; the data dir is DATA_DIR when set, else .data at the repository root.
 *
 * `--if-stale` is what `npm start` runs. It never writes to a database named by DATABASE_URL (a
 * shared database: starting an instance must not change what other instances serve) unless
 * SEED_DEMO_DATABASE=1 asks for the demo there; it only writes this machine's demo files, for the
 * demo the database says it holds (its demo_seed row). Plain `npm run seed` always seeds.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.DATA_DIR?.trim() ? resolve(process.env.DATA_DIR.trim()) : join(repoRoot, '.data');

type Args = { ifStale: boolean; seed: number; referenceDate: Date; images: boolean };

function parseArgs(argv: string[]): Args {
  const value = (name: string) => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index] as string;
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[index + 1];
  };
  const seedText = value('seed');
  const dateText = value('date');
  const seed = seedText === undefined ? DEFAULT_DEMO_SEED : Number(seedText);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer, got "${seedText}"`);
  const referenceDate = dateText === undefined ? utcMidnight(new Date()) : new Date(`${dateText}T00:00:00Z`);
  if (Number.isNaN(referenceDate.getTime())) throw new Error(`--date must look like 2025-07-01, got "${dateText}"`);
  return { ifStale: argv.includes('--if-stale'), seed, referenceDate, images: !argv.includes('--no-images') };
}

/** A description of the target safe to print: never the password. */
function describe(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite ${target.dataDir ? relative(repoRoot, target.dataDir) : 'in memory'}`;
  try {
    const url = new URL(target.url);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function open(target: DatabaseTarget): Promise<OpenDatabase | null> {
  try {
    const database = await openDatabase(target);
    // pg connects lazily; a first query surfaces a wrong URL or a server that is down.
    await sql`select 1`.execute(database.db);
    return database;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(target.kind === 'postgres'
      ? `Could not connect to the database in DATABASE_URL (${describe(target)}): ${reason}. Check DATABASE_URL, or unset it to use the embedded PGlite database in .data/pglite.`
      : `Could not open the embedded PGlite database in ${describe(target)}: ${reason}. DATABASE_URL is not set; is another process (a running web server) using it? Stop it and try again.`);
    return null;
  }
}

/** `--if-stale` on a shared database: the local demo files only, matching the demo in the database. */
async function prepareFilesOnly(options: Parameters<typeof writeDemoFiles>[0] & { database: OpenDatabase }, target: DatabaseTarget): Promise<number> {
  const held = await readDatabaseStamp(options.database);
  const files = held ? { ...options, seed: held.seed, referenceDate: new Date(`${held.referenceDate}T00:00:00Z`) } : options;
  const note = `${describe(target)} is left as it is (DATABASE_URL is set: \`npm run seed\` or SEED_DEMO_DATABASE=1 seeds it)`;
  if (demoFilesFresh(files)) {
    console.log(`Demo files are up to date; ${note}.`);
    return 0;
  }
  const { stamp } = await writeDemoFiles(files);
  console.log(`Wrote the demo files (seed ${stamp.seed}, ${stamp.referenceDate}${held ? ', as the database holds' : ''}); ${note}.`);
  return 0;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim();
  const target: DatabaseTarget = url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  const database = await open(target);
  if (!database) return 1;
  try {
    const options = { repoRoot, dataDir, database, referenceDate: args.referenceDate, seed: args.seed, images: args.images };
    if (args.ifStale && target.kind === 'postgres' && process.env.SEED_DEMO_DATABASE?.trim() !== '1') return await prepareFilesOnly(options, target);
    if (args.ifStale && await isDemoFresh(options)) {
      console.log(`Demo data is up to date (seed ${args.seed}, ${args.referenceDate.toISOString().slice(0, 10)}, ${describe(target)}); nothing to do.`);
      return 0;
    }
    // The reseed npm start runs (a new day, a changed generator) keeps the Studio's edits; npm run seed resets them.
    const result = await seedDemo({ ...options, keepContentEdits: args.ifStale });
    const images = result.images ? `, ${result.images.written} images rendered` : '';
    const kept = args.ifStale ? `; kept ${result.keptEdits} documents edited in the Studio (npm run seed resets them)` : '';
    const uploads = result.removedUploads > 0 ? `; removed ${result.removedUploads} uploaded files no document names any more` : '';
    console.log(`Seeded ${result.stamp.vehicleCount} vehicles, ${result.stamp.documentCount} content documents for ${result.siteCount} sites (${describe(target)})${images} in ${(result.durationMs / 1000).toFixed(1)}s${kept}${uploads}`);
    return 0;
  } catch (error) {
    console.error(`Seeding the demo data failed: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
