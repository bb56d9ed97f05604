import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isoDate } from './dates';

export const DEMO_STAMP_FILE = 'demo/stamp.json';

export type DemoStamp = {
  generatorVersion: string;
  seed: number;
  /** The reference date's UTC day, 'YYYY-MM-DD'. */
  referenceDate: string;
  vehicleCount: number;
  documentCount: number;
};

const demoDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
}

let cachedVersion: string | null = null;

/**
 * A fingerprint of the generator's own source, so editing any generator file makes `--if-stale`
 * reseed without anyone remembering to bump a version number.
 */
export function generatorVersion(): string {
  if (cachedVersion) return cachedVersion;
  const hash = createHash('sha256');
  for (const file of sourceFiles(demoDir)) hash.update(file.slice(demoDir.length)).update(readFileSync(file));
  cachedVersion = `1.${hash.digest('hex').slice(0, 12)}`;
  return cachedVersion;
}

export function makeStamp(seed: number, referenceDate: Date, vehicleCount: number, documentCount: number): DemoStamp {
  return { generatorVersion: generatorVersion(), seed, referenceDate: isoDate(referenceDate), vehicleCount, documentCount };
}

export function readStamp(dataDir: string): DemoStamp | null {
  const path = join(dataDir, DEMO_STAMP_FILE);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as DemoStamp;
  } catch {
    return null;
  }
}

export function writeStamp(dataDir: string, stamp: DemoStamp): void {
  const path = join(dataDir, DEMO_STAMP_FILE);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(stamp, null, 2)}\n`);
}
