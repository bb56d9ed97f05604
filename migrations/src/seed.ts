import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenDatabase } from './database';
import { migrate } from './migrate';
import { renderImages, type RenderResult } from './demo/artwork/render-images';
import { demoContentPath, writeDemoContent } from './demo/content-file';
import { removeUnreferencedUploads } from './demo/content-assets';
import { countContentDocuments, replaceContentDocuments } from './demo/content-store';
import { generateDemo } from './demo/generate';
import { makeStamp, readStamp, writeStamp, type DemoStamp } from './demo/stamp';
import { DEMO_SITE_SLUGS } from './demo/tenants';
import { toInsertRow } from './demo/vehicles/demo-vehicle';

/** The seed `npm start` uses; any other number gives a different but equally valid demo. */
export const DEFAULT_DEMO_SEED = 20250701;

/** Rows per INSERT: a few hundred keeps each statement well under Postgres' 65,535 parameter limit. */
const BATCH_SIZE = 250;

export type SeedOptions = {
  repoRoot: string;
  /** Where the dataset and stamp go: `.data` by default, DATA_DIR when set (tests use their own). */
  dataDir: string;
  database: OpenDatabase;
  referenceDate: Date;
  seed: number;
  /** Render the artwork into web/public (default true); tests skip it for speed. */
  images?: boolean;
  /**
   * Keep what was edited in the Studio (the reseed `npm start` runs when the demo is stale):
   * see replaceContentDocuments. `npm run seed` resets edits.
   */
  keepContentEdits?: boolean;
};

export type SeedResult = {
  stamp: DemoStamp;
  siteCount: number;
  images: RenderResult | null;
  durationMs: number;
  /** Documents edited in the Studio that the reseed kept (0 unless keepContentEdits). */
  keptEdits: number;
  /** Files uploaded to the local Content Lake that no document names any more, removed. */
  removedUploads: number;
};

export function publicDir(repoRoot: string): string {
  return join(repoRoot, 'web', 'public');
}

/** The demo's local files (the Sanity NDJSON dataset, the artwork in web/public) and their stamp. */
export async function writeDemoFiles({ repoRoot, dataDir, referenceDate, seed, images = true }: Omit<SeedOptions, 'database'>): Promise<{ stamp: DemoStamp; siteCount: number; images: RenderResult | null; demo: ReturnType<typeof generateDemo> }> {
  const demo = generateDemo({ seed, referenceDate });
  writeDemoContent(dataDir, demo.documents);
  const rendered = images ? await renderImages(demo.images, publicDir(repoRoot)) : null;
  const stamp = makeStamp(seed, referenceDate, demo.vehicles.length, demo.documents.length);
  writeStamp(dataDir, stamp);
  return { stamp, siteCount: demo.sites.length, images: rendered, demo };
}

/**
 * Generates the demo and loads it everywhere it is read from: the Sanity NDJSON dataset, the
 * local Content Lake's documents, the artwork in web/public, and the vehicles table (after migrating). Only the demo tenants' vehicles
 * are replaced, in one transaction with the database's own stamp (demo_seed), so readers never see
 * a half-seeded stock list and every machine can tell which demo the database holds.
 */
export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { database } = options;
  const { stamp, siteCount, images, demo } = await writeDemoFiles(options);
  await migrate(database);
  const rows = demo.vehicles.map(toInsertRow);
  const keptEdits = await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vehicles').where('site_slug', 'in', DEMO_SITE_SLUGS).execute();
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await trx.insertInto('vehicles').values(rows.slice(start, start + BATCH_SIZE)).execute();
    }
    const row = {
      generator_version: stamp.generatorVersion, seed: stamp.seed, reference_date: stamp.referenceDate,
      vehicle_count: stamp.vehicleCount, document_count: stamp.documentCount, seeded_at: new Date(),
    };
    await trx.insertInto('demo_seed').values({ id: 1, ...row }).onConflict((oc) => oc.column('id').doUpdateSet(row)).execute();
    // The local Content Lake starts from the demo again: Studio edits are reset, unless kept.
    return await replaceContentDocuments(trx, demo.documents, new Date(), undefined, { keepEdits: options.keepContentEdits === true });
  });
  // Uploads go with the asset documents the reset dropped (all of them for npm run seed).
  const removedUploads = await removeUnreferencedUploads(database.db, options.dataDir);
  return { stamp, siteCount, images, durationMs: performance.now() - started, keptEdits, removedUploads };
}

/** The demo the database holds (its demo_seed row), or null for a database never seeded (or not migrated). */
export async function readDatabaseStamp(database: OpenDatabase): Promise<DemoStamp | null> {
  try {
    const row = await database.db.selectFrom('demo_seed').selectAll().executeTakeFirst();
    if (!row) return null;
    return { generatorVersion: row.generator_version, seed: Number(row.seed), referenceDate: row.reference_date, vehicleCount: row.vehicle_count, documentCount: row.document_count };
  } catch {
    return null;
  }
}

const sameDemo = (a: DemoStamp | null, b: DemoStamp) => !!a && a.generatorVersion === b.generatorVersion && a.seed === b.seed && a.referenceDate === b.referenceDate;

/** True when this data folder holds the files of that demo (dataset, and the artwork when wanted). */
export function demoFilesFresh({ repoRoot, dataDir, referenceDate, seed, images = true }: Omit<SeedOptions, 'database'>): boolean {
  if (!sameDemo(readStamp(dataDir), makeStamp(seed, referenceDate, 0, 0))) return false;
  if (!existsSync(demoContentPath(dataDir))) return false;
  return !images || existsSync(join(publicDir(repoRoot), 'demo-stock', '.demo-manifest.json'));
}

/**
 * True when the last seed used this generator, seed and reference day and its output is still in
 * place: the local files, and in the database its demo_seed row and every demo vehicle.
 */
export async function isDemoFresh(options: SeedOptions): Promise<boolean> {
  if (!demoFilesFresh(options)) return false;
  const stamp = await readDatabaseStamp(options.database);
  if (!stamp || !sameDemo(stamp, makeStamp(options.seed, options.referenceDate, 0, 0))) return false;
  const row = await options.database.db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('site_slug', 'in', DEMO_SITE_SLUGS)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) !== stamp.vehicleCount) return false;
  // A database migrated before the local Content Lake (no table yet) is stale too.
  return await countContentDocuments(options.database.db).catch(() => 0) > 0;
}
