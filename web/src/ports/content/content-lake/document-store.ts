import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { newRevision } from '@dealer/migrations/demo/content-store';
import { groqEvaluator } from '../groq-evaluator';
import { lakeErrors } from './lake-errors';
import { applyMutations, type DocumentChange, type LakeDocument, type MutationResult } from './mutations';

/** A transaction as committed: what the listener announces and the history lists. */
export type CommittedTransaction = {
  seq: number;
  transactionId: string;
  author: string;
  timestamp: string;
  mutations: unknown[];
  results: MutationResult[];
  changes: DocumentChange[];
};

/**
 * A transaction's mutations, or a function that derives them from the documents as they are when
 * the transaction runs (the Actions API: publishing copies the draft that exists at that moment).
 */
export type CommitInput = { mutations: unknown | ((get: (id: string) => LakeDocument | null) => unknown); transactionId?: string; author: string; dryRun?: boolean };

export type DocumentStore = {
  readonly dataset: string;
  /** Every stored document (drafts included); the same array until the next commit. */
  documents(): Promise<readonly LakeDocument[]>;
  get(id: string): Promise<LakeDocument | null>;
  /** Applies a transaction atomically: all its mutations are written, or none (a LakeError). */
  commit(input: CommitInput): Promise<CommittedTransaction>;
  /** Called after every commit, in commit order. Returns the unsubscribe function. */
  subscribe(listener: (transaction: CommittedTransaction) => void): () => void;
};

export type DocumentStoreOptions = {
  dataset?: string;
  /** Documents to start from when the table holds none for the dataset (the demo NDJSON). */
  initialDocuments?: () => Promise<readonly Record<string, unknown>[]>;
  now?: () => Date;
};

/**
 * The local Content Lake's documents in the embedded database (migrations/sql/0070): current
 * documents with their revisions, a transaction log and each revision's snapshot. One process
 * owns the PGlite database, so the documents are held in memory after the first read and
 * commits are applied one at a time.
 */
export function createDocumentStore(db: Kysely<Database>, options: DocumentStoreOptions = {}): DocumentStore {
  const dataset = options.dataset ?? 'production';
  const now = options.now ?? (() => new Date());
  const groq = groqEvaluator();
  const listeners = new Set<(transaction: CommittedTransaction) => void>();
  let byId: Map<string, LakeDocument> | undefined;
  let list: readonly LakeDocument[] | undefined;
  let loading: Promise<Map<string, LakeDocument>> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Map<string, LakeDocument>> {
    if (byId) return byId;
    loading ??= (async () => {
      let rows = await db.selectFrom('content_documents').select('document').where('dataset', '=', dataset).execute();
      if (rows.length === 0 && options.initialDocuments) {
        await importDocuments(await options.initialDocuments());
        rows = await db.selectFrom('content_documents').select('document').where('dataset', '=', dataset).execute();
      }
      byId = new Map(rows.map((row) => [(row.document as LakeDocument)._id, row.document as LakeDocument]));
      list = undefined;
      return byId;
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  }

  async function importDocuments(documents: readonly Record<string, unknown>[]): Promise<void> {
    const stamp = now().toISOString();
    const rows = documents
      .filter((d): d is LakeDocument => typeof d._id === 'string' && typeof d._type === 'string')
      .map((d) => {
        const document = { ...d, _createdAt: d._createdAt ?? stamp, _updatedAt: d._updatedAt ?? stamp, _rev: d._rev ?? newRevision() };
        return { dataset, id: d._id, type: d._type, rev: document._rev, document: JSON.stringify(document), updated_at: stamp };
      });
    for (let start = 0; start < rows.length; start += 200) {
      await db.insertInto('content_documents').values(rows.slice(start, start + 200)).onConflict((oc) => oc.doNothing()).execute();
    }
  }

  async function commitNow(input: CommitInput): Promise<CommittedTransaction> {
    const documents = await load();
    const timestamp = now().toISOString();
    const transactionId = typeof input.transactionId === 'string' && input.transactionId !== '' ? input.transactionId : newRevision();
    const reused = await db.selectFrom('content_transactions').select('seq').where('dataset', '=', dataset).where('id', '=', transactionId).executeTakeFirst();
    if (reused) throw lakeErrors.mutation(409, [{ index: 0, type: 'transactionIdConflictError', description: `Transaction ID "${transactionId}" has been used already` }]);
    const raw = [...documents.values()];
    const mutations = typeof input.mutations === 'function' ? input.mutations((id: string) => documents.get(id) ?? null) : input.mutations;
    const { results, changes } = await applyMutations(mutations, {
      get: (id) => documents.get(id) ?? null,
      idsForQuery: async (query, params) => {
        const found = await groq.run<unknown>(query, raw, params);
        const items = Array.isArray(found) ? found : [found];
        return items.map((item) => (item as { _id?: unknown } | null)?._id).filter((id): id is string => typeof id === 'string');
      },
      now: timestamp,
      rev: transactionId,
      newId: () => randomUUID(),
    });
    if (!Array.isArray(mutations)) throw lakeErrors.badRequest('The request body needs a non-empty "mutations" array', 'mutationError');
    if (input.dryRun) return { seq: 0, transactionId, author: input.author, timestamp, mutations, results, changes };

    const seq = await db.transaction().execute(async (trx) => {
      const logged = await trx.insertInto('content_transactions')
        .values({ dataset, id: transactionId, author: input.author, committed_at: timestamp, mutations: JSON.stringify(mutations), document_ids: changes.map((c) => c.id) })
        .returning('seq').executeTakeFirstOrThrow();
      for (const change of changes) {
        if (change.after) {
          const row = { dataset, id: change.id, type: change.after._type, rev: transactionId, document: JSON.stringify(change.after), updated_at: timestamp };
          await trx.insertInto('content_documents').values(row)
            .onConflict((oc) => oc.columns(['dataset', 'id']).doUpdateSet({ type: row.type, rev: row.rev, document: row.document, updated_at: row.updated_at }))
            .execute();
        } else {
          await trx.deleteFrom('content_documents').where('dataset', '=', dataset).where('id', '=', change.id).execute();
        }
        // The revision it replaces is kept too (a seeded document has none logged yet), so the
        // history can show what the document was before this transaction.
        if (change.before?._rev) {
          await trx.insertInto('content_revisions').values({ dataset, document_id: change.id, rev: change.before._rev, previous_rev: null, transaction_seq: logged.seq, document: JSON.stringify(change.before) })
            .onConflict((oc) => oc.doNothing()).execute();
        }
        await trx.insertInto('content_revisions').values({
          dataset, document_id: change.id, rev: transactionId, previous_rev: change.before?._rev ?? null, transaction_seq: logged.seq,
          document: change.after ? JSON.stringify(change.after) : null,
        }).onConflict((oc) => oc.doNothing()).execute();
      }
      return Number(logged.seq);
    });
    for (const change of changes) {
      if (change.after) documents.set(change.id, change.after);
      else documents.delete(change.id);
    }
    list = undefined;
    const committed = { seq, transactionId, author: input.author, timestamp, mutations, results, changes };
    for (const listener of listeners) {
      try {
        listener(committed);
      } catch {
        // A listener's failure (a closed stream) never undoes or blocks a commit.
      }
    }
    return committed;
  }

  return {
    dataset,
    async documents() {
      const documents = await load();
      list ??= [...documents.values()];
      return list;
    },
    async get(id) {
      return (await load()).get(id) ?? null;
    },
    commit(input) {
      const run = queue.then(() => commitNow(input));
      queue = run.catch(() => undefined);
      return run;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
