import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenDatabase } from './database';
import { migrate } from './migrate';
import { renderImages, type RenderResult } from './demo/artwork/render-images';
import { demoContentPath, writeDemoContent } from './demo/content-file';
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
};

export type SeedResult = {
  stamp: DemoStamp;
  siteCount: number;
  images: RenderResult | null;
  durationMs: number;
};

export function publicDir(repoRoot: string): string {
  return join(repoRoot, 'web', 'public');
}

/**
 * Generates the demo and loads it everywhere it is read from: the Sanity NDJSON dataset, the
 * artwork in web/public, and the vehicles table (after migrating). Only the demo tenants' vehicles
 * are replaced, in one transaction, so readers never see a half-seeded stock list.
 */
export async function seedDemo({ repoRoot, dataDir, database, referenceDate, seed, images = true }: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const demo = generateDemo({ seed, referenceDate });
  writeDemoContent(dataDir, demo.documents);
  const rendered = images ? await renderImages(demo.images, publicDir(repoRoot)) : null;
  await migrate(database);
  const rows = demo.vehicles.map(toInsertRow);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('vehicles').where('site_slug', 'in', DEMO_SITE_SLUGS).execute();
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await trx.insertInto('vehicles').values(rows.slice(start, start + BATCH_SIZE)).execute();
    }
  });
  const stamp = makeStamp(seed, referenceDate, demo.vehicles.length, demo.documents.length);
  writeStamp(dataDir, stamp);
  return { stamp, siteCount: demo.sites.length, images: rendered, durationMs: performance.now() - started };
}

/**
 * True when the last seed used this generator, seed and reference day and its output is still in
 * place (content file, artwork manifest when wanted, and the demo vehicles in this database).
 */
export async function isDemoFresh({ repoRoot, dataDir, database, referenceDate, seed, images = true }: SeedOptions): Promise<boolean> {
  const stamp = readStamp(dataDir);
  const wanted = makeStamp(seed, referenceDate, 0, 0);
  if (!stamp || stamp.generatorVersion !== wanted.generatorVersion || stamp.seed !== seed || stamp.referenceDate !== wanted.referenceDate) return false;
  if (!existsSync(demoContentPath(dataDir))) return false;
  if (images && !existsSync(join(publicDir(repoRoot), 'demo-stock', '.demo-manifest.json'))) return false;
  try {
    const row = await database.db
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('site_slug', 'in', DEMO_SITE_SLUGS)
      .executeTakeFirst();
    return Number(row?.count ?? 0) === stamp.vehicleCount;
  } catch {
    // No vehicles table yet: a fresh database.
    return false;
  }
}
