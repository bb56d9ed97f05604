import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient } from '@sanity/client';
import { validateDocuments } from '@dealer/schemas/validate-documents';
import { demoContentPath, parseNdjson } from '../demo/content-file';
import { importBatches, rewriteAssetRefs, splitAssets } from './prepare-import';

/**
 * `npm run content:import`: pushes the demo dataset (.data/demo/content.ndjson, run `npm run
 * seed` first) into a real Sanity project. Needs SANITY_PROJECT_ID, SANITY_DATASET and
 * SANITY_API_WRITE_TOKEN (an Editor token from sanity.io/manage → API → Tokens). Documents are
 * validated against the Studio schema first; images are uploaded from web/public; documents are
 * written with createOrReplace, so running it again updates rather than duplicates.
 */
const root = resolve(import.meta.dirname, '..', '..', '..');
const required = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_WRITE_TOKEN'] as const;
const missing = required.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(`content:import needs ${missing.join(', ')}. See README → "Content in a real Sanity project".`);
  process.exit(1);
}

const file = demoContentPath(process.env.DATA_DIR ?? join(root, '.data'));
if (!existsSync(file)) {
  console.error(`${file} does not exist: run \`npm run seed\` first.`);
  process.exit(1);
}
const documents = parseNdjson(readFileSync(file, 'utf8'));

const problems = (await validateDocuments(documents as never)).filter((problem) => problem.level === 'error');
if (problems.length > 0) {
  for (const p of problems) console.error(`${p.type} ${p.id} ${p.path}: ${p.message}`);
  console.error(`${problems.length} validation errors: nothing was imported.`);
  process.exit(1);
}

const client = createClient({
  projectId: process.env.SANITY_PROJECT_ID,
  dataset: process.env.SANITY_DATASET,
  token: process.env.SANITY_API_WRITE_TOKEN,
  apiVersion: '2025-06-01',
  useCdn: false,
});

const { assets, content } = splitAssets(documents);
const ids = new Map<string, string>();
for (const asset of assets) {
  const path = join(root, 'web', 'public', asset.url.replace(/^\//, ''));
  if (!existsSync(path)) {
    console.error(`Image ${path} is missing: run \`npm run seed\` to render the demo images.`);
    process.exit(1);
  }
  const uploaded = await client.assets.upload('image', createReadStream(path), { filename: asset.filename });
  ids.set(asset.id, uploaded._id);
}
console.log(`Uploaded ${ids.size} images.`);

for (const batch of importBatches(content)) {
  const transaction = client.transaction();
  for (const document of batch) transaction.createOrReplace(rewriteAssetRefs(document, ids));
  await transaction.commit({ visibility: 'async' });
}
console.log(`Imported ${content.length} documents into ${process.env.SANITY_PROJECT_ID}/${process.env.SANITY_DATASET}.`);
