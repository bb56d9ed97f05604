import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemo } from '@dealer/migrations/demo/generate';
import { DEFAULT_DEMO_SEED } from '@dealer/migrations/seed';

/** A fixed reference date, so the generated demo is the same for every test run. */
export const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

let cached: ReturnType<typeof generateDemo> | undefined;

/** The demo dataset as the seed generates it (memoised: generation takes a moment). */
export function demo(): ReturnType<typeof generateDemo> {
  cached ??= generateDemo({ seed: DEFAULT_DEMO_SEED, referenceDate: REFERENCE_DATE });
  return cached;
}

/** Writes the demo content as a Sanity NDJSON export to a temporary file and returns its path. */
export function writeDemoDataset(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-content-'));
  const path = join(dir, 'content.ndjson');
  writeFileSync(path, demo().documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return path;
}
