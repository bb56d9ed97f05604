import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../database-types';
import { DEMO_DATASET } from './content-store';

/** Where the local Content Lake keeps uploads (web's content-lake/content-asset-route.ts) and the address it serves them at. */
export const contentAssetsDir = (dataDir: string) => join(dataDir, 'content-lake', 'assets');
const URL_PREFIX = '/content-assets/';
const KINDS = ['images', 'files'] as const;

/**
 * Removes the local Content Lake's uploaded files that no asset document names any more (the
 * seed's last step): `npm run seed` resets the lake to the demo, whose pictures are the app's
 * own files, so every upload goes; the reseed `npm start` runs keeps the Studio's documents,
 * and with them the uploads their asset documents describe. Half-written files (`*.tmp`) go too.
 * Returns how many files were removed.
 */
export async function removeUnreferencedUploads(db: Kysely<Database>, dataDir: string, dataset = DEMO_DATASET): Promise<number> {
  const assets = await db.selectFrom('content_documents').select('document')
    .where('dataset', '=', dataset).where('type', 'in', ['sanity.imageAsset', 'sanity.fileAsset']).execute();
  const named = new Set(assets.map((row) => (row.document as { url?: unknown }).url)
    .filter((url): url is string => typeof url === 'string' && url.startsWith(URL_PREFIX))
    .map((url) => url.slice(URL_PREFIX.length)));
  let removed = 0;
  for (const kind of KINDS) {
    const folder = join(contentAssetsDir(dataDir), kind, dataset);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (named.has(`${kind}/${dataset}/${name}`)) continue;
      rmSync(join(folder, name), { force: true, recursive: true });
      removed += 1;
    }
  }
  return removed;
}
