import { sql, type Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

/** What one transaction did to one document of the group: did it exist before, does it after. */
export type VariantChange = { existedBefore: boolean; existsAfter: boolean; previousRev: string | null };

/** One logged transaction that touched the published document or its draft. */
export type GroupTransaction = {
  id: string;
  timestamp: string;
  author: string;
  published?: VariantChange;
  draft?: VariantChange;
};

/**
 * A lifecycle event of Sanity's document events API, as the Studio's History panel reads it
 * (edits are not events: the Studio derives them from the transaction log itself).
 */
export type DocumentGroupEvent = { type: string; documentId: string; timestamp: string; author: string } & Record<string, unknown>;

/**
 * The events of a document group (`id` and `drafts.id`), newest first, from its transactions in
 * commit order, the way the Content Lake reports them:
 * - a draft appears (the Studio's first edit) → createDocumentVersion (its revision is the one
 *   the Studio lists the later edits from);
 * - the draft goes and the published document is written in the same transaction →
 *   publishDocumentVersion (the published revision, and the draft revision that was published);
 *   a write straight to the published document (the API, a restore) is a publish too;
 * - the draft goes alone → deleteDocumentVersion (discard changes);
 * - the published document goes while a draft takes its place → unpublishDocument; while no
 *   draft is left → deleteDocumentGroup.
 */
export function documentGroupEvents(publishedId: string, transactions: readonly GroupTransaction[]): DocumentGroupEvent[] {
  const draftId = `drafts.${publishedId}`;
  const events: DocumentGroupEvent[] = [];
  for (const tx of transactions) {
    const base = { documentId: publishedId, timestamp: tx.timestamp, author: tx.author };
    const { published, draft } = tx;
    const draftGone = draft?.existedBefore === true && !draft.existsAfter;
    const draftAppeared = draft?.existedBefore === false && draft.existsAfter;
    if (published && published.existedBefore && !published.existsAfter) {
      const draftLeft = draft ? draft.existsAfter : false;
      events.push(draftLeft
        ? { ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: tx.id }
        : { ...base, type: 'deleteDocumentGroup' });
    } else if (published?.existsAfter) {
      events.push({
        ...base, type: 'publishDocumentVersion', revisionId: tx.id, versionId: draftId, publishCause: 'document.publish',
        ...(draftGone && draft?.previousRev ? { versionRevisionId: draft.previousRev } : {}),
      });
    } else if (draftAppeared) {
      events.push({ ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: tx.id });
    } else if (draftGone) {
      events.push({ ...base, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: draft?.previousRev ?? tx.id });
    }
  }
  return events.reverse();
}

/** The logged transactions of a document group, oldest first, with what each did to either document. */
export async function groupTransactions(db: Kysely<Database>, dataset: string, publishedId: string): Promise<GroupTransaction[]> {
  const draftId = `drafts.${publishedId}`;
  const rows = await db.selectFrom('content_revisions as r')
    .innerJoin('content_transactions as t', (join) => join.onRef('t.seq', '=', 'r.transaction_seq').onRef('t.id', '=', 'r.rev'))
    .select(['t.seq', 't.id', 't.author', 't.committed_at', 'r.document_id', 'r.previous_rev', sql<boolean>`r.document is not null`.as('exists_after')])
    .where('r.dataset', '=', dataset).where('r.document_id', 'in', [publishedId, draftId])
    .orderBy('t.seq', 'asc').execute();
  const byTransaction = new Map<string, GroupTransaction>();
  for (const row of rows) {
    let tx = byTransaction.get(String(row.seq));
    if (!tx) {
      tx = { id: row.id, timestamp: new Date(row.committed_at).toISOString(), author: row.author };
      byTransaction.set(String(row.seq), tx);
    }
    const change = { existedBefore: row.previous_rev !== null, existsAfter: Boolean(row.exists_after), previousRev: row.previous_rev };
    if (row.document_id === draftId) tx.draft = change;
    else tx.published = change;
  }
  return [...byTransaction.values()];
}
