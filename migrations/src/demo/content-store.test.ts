import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../database';
import { migrate } from '../migrate';
import { replaceContentDocuments } from './content-store';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database);
  // Migrating an empty PGlite takes a while on a busy machine.
}, 300_000);
afterAll(async () => {
  await database?.close();
});

const demo = (day: string) => [
  { _id: 'promo', _type: 'promoNode', title: `Promo of ${day}` },
  { _id: 'page', _type: 'page', title: `Page of ${day}` },
  { _id: 'gone', _type: 'page', title: `Deleted in the Studio (${day})` },
];

async function stored(): Promise<Record<string, string>> {
  const rows = await database.db.selectFrom('content_documents').select(['id', 'document']).where('dataset', '=', 'production').execute();
  return Object.fromEntries(rows.map((row) => [row.id, (row.document as { title: string }).title]));
}

/** What the local Content Lake writes for an edit: the document and its transaction in the log. */
async function editInStudio(transactionId: string, changes: Record<string, string | null>): Promise<void> {
  await database.db.insertInto('content_transactions').values({
    dataset: 'production', id: transactionId, author: 'pLocalEditor', committed_at: new Date(), mutations: JSON.stringify([]), document_ids: Object.keys(changes),
  }).execute();
  for (const [id, title] of Object.entries(changes)) {
    await database.db.deleteFrom('content_documents').where('dataset', '=', 'production').where('id', '=', id).execute();
    if (title !== null) {
      await database.db.insertInto('content_documents').values({ dataset: 'production', id, type: 'page', rev: transactionId, document: JSON.stringify({ _id: id, _type: 'page', title }), updated_at: new Date() }).execute();
    }
  }
}

describe('replaceContentDocuments', () => {
  it('keeps what the Studio edited, drafted or deleted on a reseed that keeps edits, and refreshes the rest', async () => {
    await replaceContentDocuments(database.db, demo('Monday'));
    await editInStudio('tx-1', { page: 'Our page', 'drafts.promo': 'Promo draft', gone: null });
    const kept = await replaceContentDocuments(database.db, demo('Tuesday'), new Date(), 'production', { keepEdits: true });
    expect(kept).toBe(3);
    expect(await stored()).toEqual({ promo: 'Promo of Tuesday', page: 'Our page', 'drafts.promo': 'Promo draft' });
    const log = await database.db.selectFrom('content_transactions').select('id').execute();
    expect(log.map((row) => row.id)).toEqual(['tx-1']);
  });

  it('resets every edit and forgets the log otherwise (npm run seed)', async () => {
    expect(await replaceContentDocuments(database.db, demo('Wednesday'))).toBe(0);
    expect(await stored()).toEqual({ promo: 'Promo of Wednesday', page: 'Page of Wednesday', gone: 'Deleted in the Studio (Wednesday)' });
    expect(await database.db.selectFrom('content_transactions').select('id').execute()).toEqual([]);
  });
});
