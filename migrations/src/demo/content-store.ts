import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database-types';
import type { ContentDocument } from './content-file';

/** The dataset the demo's documents live in (the Studio's and the site's `SANITY_DATASET`). */
export const DEMO_DATASET = 'production';

const BATCH_SIZE = 200;

/** A revision id like the Content Lake's (22 characters of base62-ish randomness). */
export function newRevision(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/** The stored form of a document: `_rev`, `_createdAt` and `_updatedAt` always present. */
export function withSystemFields(document: ContentDocument, rev: string, now: string): ContentDocument {
  return { ...document, _createdAt: typeof document._createdAt === 'string' ? document._createdAt : now, _updatedAt: typeof document._updatedAt === 'string' ? document._updatedAt : now, _rev: rev };
}

/**
 * Loads the demo's documents into the local Content Lake's tables (migrations/sql/0070).
 *
 * - `keepEdits: false` (`npm run seed`): every document is replaced and the transaction log is
 *   forgotten, so edits made in the Studio are reset to the demo.
 * - `keepEdits: true` (the reseed `npm start` runs when the demo is stale, e.g. on a new day):
 *   a document the lake ever wrote (edited, created, published or deleted in the Studio, drafts
 *   included) stays as the editor left it, with its history; every other document becomes the
 *   new demo's. Returns how many edited documents were kept.
 *
 * Runs in the caller's transaction when given one.
 */
export async function replaceContentDocuments(db: Kysely<Database>, documents: readonly ContentDocument[], now = new Date(), dataset = DEMO_DATASET, { keepEdits = false } = {}): Promise<number> {
  const stamp = now.toISOString();
  const edited = new Set<string>();
  if (keepEdits) {
    const logged = await sql<{ id: string }>`SELECT DISTINCT unnest(document_ids) AS id FROM content_transactions WHERE dataset = ${dataset}`.execute(db);
    for (const row of logged.rows) edited.add(row.id);
  } else {
    await db.deleteFrom('content_revisions').where('dataset', '=', dataset).execute();
    await db.deleteFrom('content_transactions').where('dataset', '=', dataset).execute();
  }
  await db.deleteFrom('content_documents').where('dataset', '=', dataset).$if(edited.size > 0, (query) => query.where('id', 'not in', [...edited])).execute();
  const rows = documents.filter((document) => !edited.has(document._id)).map((document) => {
    const stored = withSystemFields(document, newRevision(), stamp);
    return { dataset, id: stored._id, type: stored._type, rev: stored._rev as string, document: JSON.stringify(stored), updated_at: stamp };
  });
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insertInto('content_documents').values(rows.slice(start, start + BATCH_SIZE)).execute();
  }
  return edited.size;
}

/** How many documents the dataset holds in the local Content Lake (0 before the first seed). */
export async function countContentDocuments(db: Kysely<Database>, dataset = DEMO_DATASET): Promise<number> {
  const row = await db.selectFrom('content_documents').select((eb) => eb.fn.countAll<string>().as('count')).where('dataset', '=', dataset).executeTakeFirst();
  return Number(row?.count ?? 0);
}
