import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { lakeJson } from './lake-http';
import { lakeErrors } from './lake-errors';
import { documentGroupEvents, groupTransactions } from './history-events';
import type { LakeDocument } from './mutations';

const MAX_TRANSACTIONS = 500;
const withoutRev = (document: LakeDocument | null) => {
  if (!document) return null;
  const { _rev, ...rest } = document;
  void _rev;
  return rest;
};

/**
 * `GET data/history/{dataset}/documents/{ids}?revision=|time=|lastRevision=`: documents as they
 * were at a revision (or a moment, or the last one with content), from the revisions the
 * transaction log kept.
 */
export async function historyDocuments(db: Kysely<Database>, dataset: string, ids: string[], url: URL): Promise<Response> {
  const revision = url.searchParams.get('revision');
  const time = url.searchParams.get('time');
  // The last revision that had content (the Studio asks for it to show a deleted document).
  const lastRevision = url.searchParams.get('lastRevision') === 'true';
  const documents = [];
  for (const id of ids) {
    let query = db.selectFrom('content_revisions as r').innerJoin('content_transactions as t', 't.seq', 'r.transaction_seq')
      .select(['r.document']).where('r.dataset', '=', dataset).where('r.document_id', '=', id);
    if (revision) query = query.where('r.rev', '=', revision);
    else if (time && !Number.isNaN(Date.parse(time))) query = query.where('t.committed_at', '<=', new Date(time));
    else if (lastRevision) query = query.where('r.document', 'is not', null);
    // A transaction that replaced a seeded document logged the version before it too: after wins.
    const row = await query.orderBy('r.transaction_seq', 'desc').orderBy(sql`r.rev = t.id`, 'desc').limit(1).executeTakeFirst();
    let document = row?.document as LakeDocument | null | undefined;
    // A document not edited since the seed has no logged revision: its stored version is the one.
    if (row === undefined && (!revision || revision === 'lastRevision')) {
      const current = await db.selectFrom('content_documents').select('document').where('dataset', '=', dataset).where('id', '=', id).executeTakeFirst();
      document = current?.document as LakeDocument | undefined;
    }
    if (!document && revision) {
      const current = await db.selectFrom('content_documents').select('document').where('dataset', '=', dataset).where('id', '=', id).where('rev', '=', revision).executeTakeFirst();
      document = current?.document as LakeDocument | undefined;
    }
    if (document) documents.push(document);
  }
  return lakeJson({ documents });
}

/**
 * `GET data/history/{dataset}/transactions/{ids}`: the transaction log of these documents as
 * NDJSON, oldest first (`reverse=true`: newest first), between `fromTransaction`/`toTransaction`
 * or `fromTime`/`toTime`, with Mendoza effects per document (each replaces the whole value).
 */
export async function historyTransactions(db: Kysely<Database>, dataset: string, ids: string[], url: URL): Promise<Response> {
  const reverse = url.searchParams.get('reverse') === 'true';
  const limit = Math.min(Number(url.searchParams.get('limit')) || MAX_TRANSACTIONS, MAX_TRANSACTIONS);
  const excludeMutations = url.searchParams.get('excludeMutations') === 'true' || url.searchParams.get('excludeContent') === 'true';
  const seqOf = async (id: string | null) => (id ? (await db.selectFrom('content_transactions').select('seq').where('dataset', '=', dataset).where('id', '=', id).executeTakeFirst())?.seq : undefined);
  const from = await seqOf(url.searchParams.get('fromTransaction'));
  const to = await seqOf(url.searchParams.get('toTransaction'));
  let query = db.selectFrom('content_transactions').selectAll().where('dataset', '=', dataset)
    .where(sql<boolean>`document_ids && ${sql.val(ids)}::text[]`);
  if (from !== undefined) query = query.where('seq', '>=', from);
  if (to !== undefined) query = query.where('seq', '<=', to);
  const fromTime = url.searchParams.get('fromTime');
  const toTime = url.searchParams.get('toTime');
  if (fromTime && !Number.isNaN(Date.parse(fromTime))) query = query.where('committed_at', '>=', new Date(fromTime));
  if (toTime && !Number.isNaN(Date.parse(toTime))) query = query.where('committed_at', '<=', new Date(toTime));
  const transactions = await query.orderBy('seq', reverse ? 'desc' : 'asc').limit(limit).execute();
  const lines: string[] = [];
  for (const transaction of transactions) {
    const revisions = await db.selectFrom('content_revisions').select(['document_id', 'previous_rev', 'document']).where('dataset', '=', dataset).where('transaction_seq', '=', transaction.seq).where('rev', '=', transaction.id).execute();
    const effects: Record<string, { apply: unknown; revert: unknown }> = {};
    for (const revision of revisions) {
      if (!ids.includes(revision.document_id)) continue;
      const before = revision.previous_rev
        ? await db.selectFrom('content_revisions').select('document').where('dataset', '=', dataset).where('document_id', '=', revision.document_id).where('rev', '=', revision.previous_rev).executeTakeFirst()
        : undefined;
      effects[revision.document_id] = { apply: [0, withoutRev(revision.document as LakeDocument | null)], revert: [0, withoutRev((before?.document as LakeDocument | null | undefined) ?? null)] };
    }
    lines.push(JSON.stringify({
      id: transaction.id,
      timestamp: new Date(transaction.committed_at).toISOString(),
      author: transaction.author,
      documentIDs: transaction.document_ids,
      ...(excludeMutations ? {} : { mutations: transaction.mutations }),
      effects,
    }));
  }
  return new Response(lines.map((line) => `${line}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' } });
}

const MAX_EVENTS = 500;

/**
 * `GET data/history/{dataset}/events/documents/{id}?limit=&nextCursor=`: the document group's
 * lifecycle events (created, published, unpublished, discarded, deleted), newest first, derived
 * from the transaction log (history-events.ts); `nextCursor` pages on ('' on the last page).
 */
export async function historyEvents(db: Kysely<Database>, dataset: string, id: string, url: URL): Promise<Response> {
  if (!id) throw lakeErrors.notFound();
  const publishedId = id.startsWith('drafts.') ? id.slice('drafts.'.length) : id;
  const events = documentGroupEvents(publishedId, await groupTransactions(db, dataset, publishedId));
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 100, 1), MAX_EVENTS);
  const offset = Math.max(Number(url.searchParams.get('nextCursor')) || 0, 0);
  const next = offset + limit < events.length ? String(offset + limit) : '';
  return lakeJson({ events: { [id]: events.slice(offset, offset + limit) }, nextCursor: next });
}
