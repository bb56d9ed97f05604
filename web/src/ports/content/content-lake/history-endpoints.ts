import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { lakeJson } from './lake-http';
import { lakeErrors } from './lake-errors';
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
 * were at a revision (or a moment), from the revisions the transaction log kept.
 */
export async function historyDocuments(db: Kysely<Database>, dataset: string, ids: string[], url: URL): Promise<Response> {
  const revision = url.searchParams.get('revision');
  const time = url.searchParams.get('time');
  const documents = [];
  for (const id of ids) {
    let query = db.selectFrom('content_revisions as r').innerJoin('content_transactions as t', 't.seq', 'r.transaction_seq')
      .select(['r.document']).where('r.dataset', '=', dataset).where('r.document_id', '=', id);
    if (revision) query = query.where('r.rev', '=', revision);
    else if (time && !Number.isNaN(Date.parse(time))) query = query.where('t.committed_at', '<=', new Date(time));
    const row = await query.orderBy('r.transaction_seq', 'desc').limit(1).executeTakeFirst();
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

/** `GET data/history/{dataset}/events/documents/{id}`: the newer events feed, not kept here (an empty list). */
export function historyEvents(id: string): Response {
  if (!id) throw lakeErrors.notFound();
  return lakeJson({ events: { [id]: [] }, nextCursor: '' });
}
