import { createHash } from 'node:crypto';
import type { CommittedTransaction, DocumentStore } from './document-store';
import { isPrivate } from './listen-endpoint';
import { runQuery, type LakePerspective } from './query-endpoint';

/** Answers remembered at most (the least recently asked go first) and for at most this long. */
const MAX_TRACKED = 128;
const TRACKED_FOR_MS = 60 * 60 * 1000;
/**
 * Time one transaction may spend re-running queries (the Studio saves a draft per pause in
 * typing, and asks many queries of its own): answers not re-run within it are named as changed,
 * which costs a client a refetch it did not need, never a change it misses.
 */
const RERUN_BUDGET_MS = 150;

type Tracked = { query: string; params: Record<string, unknown>; perspective: LakePerspective; digest: string | null; askedAt: number };

export type TaggedTransaction = {
  transaction: CommittedTransaction;
  /** The sync tags of the remembered answers this transaction changed, by perspective. */
  tags: Record<LakePerspective, string[]>;
};

export type SyncTags = {
  /**
   * The sync tag of a query's answer (Sanity's `syncTags` of a query response): one per query,
   * parameters and perspective, remembered with a digest of the answer so a later transaction
   * can tell whether it changed it.
   */
  tagOf(query: string, params: Record<string, unknown>, perspective: LakePerspective, result: unknown): string;
  /** Told after every commit, in commit order, with the tags the commit changed. */
  subscribe(listener: (tagged: TaggedTransaction) => void): () => void;
};

const digestOf = (value: unknown) => createHash('sha1').update(JSON.stringify(value) ?? 'undefined').digest('base64url');

/** Whether a perspective's view can differ after these documents changed. */
function sees(perspective: LakePerspective, ids: readonly string[]): boolean {
  if (perspective === 'raw') return ids.length > 0;
  if (perspective === 'drafts') return ids.some((id) => !id.startsWith('versions.'));
  return ids.some((id) => !isPrivate(id));
}

/**
 * Sync tags for the Live Content API, worked out exactly: each committed transaction re-runs the
 * remembered queries its documents could affect and names those whose answer changed, so a live
 * client refetches (or a draft preview refreshes) only when what it shows changed. Re-running is
 * done once per transaction for every stream, only while a stream listens, and within a budget.
 */
export function createSyncTags(store: DocumentStore, now: () => number = Date.now): SyncTags {
  const tracked = new Map<string, Tracked>();
  const listeners = new Set<(tagged: TaggedTransaction) => void>();
  let unsubscribeStore: (() => void) | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  function forget(): void {
    const oldest = now() - TRACKED_FOR_MS;
    for (const [tag, entry] of tracked) {
      if (tracked.size > MAX_TRACKED || entry.askedAt < oldest) tracked.delete(tag);
    }
  }

  async function changedTags(transaction: CommittedTransaction): Promise<TaggedTransaction> {
    const ids = transaction.changes.map((change) => change.id);
    const tags: Record<LakePerspective, string[]> = { raw: [], drafts: [], published: [] };
    forget();
    const started = performance.now();
    // The most recently asked first: what a page on screen read.
    for (const [tag, entry] of [...tracked].reverse()) {
      if (!sees(entry.perspective, ids)) continue;
      if (performance.now() - started > RERUN_BUDGET_MS) {
        entry.digest = null;
        tags[entry.perspective].push(tag);
        continue;
      }
      let digest: string;
      try {
        digest = digestOf(await runQuery(store, entry.query, entry.params, entry.perspective));
      } catch {
        // A query that fails now (a parameter it no longer fits) can't be kept fresh: drop it.
        tracked.delete(tag);
        continue;
      }
      if (digest === entry.digest) continue;
      entry.digest = digest;
      tags[entry.perspective].push(tag);
    }
    return { transaction, tags };
  }

  return {
    tagOf(query, params, perspective, result) {
      const tag = `s1:${createHash('sha1').update(`${perspective}\n${query}\n${JSON.stringify(params)}`).digest('base64url').slice(0, 12)}`;
      tracked.delete(tag);
      tracked.set(tag, { query, params, perspective, digest: digestOf(result), askedAt: now() });
      if (tracked.size > MAX_TRACKED) forget();
      return tag;
    },
    subscribe(listener) {
      listeners.add(listener);
      unsubscribeStore ??= store.subscribe((transaction) => {
        queue = queue.then(() => changedTags(transaction)).then((tagged) => {
          for (const each of listeners) each(tagged);
        }, () => undefined);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeStore?.();
          unsubscribeStore = undefined;
        }
      };
    },
  };
}

const globalKey = Symbol.for('dealer.contentLakeSyncTags');
type Holder = { [globalKey]?: WeakMap<DocumentStore, SyncTags> };

/** The sync tags of a store (one per store, shared by its query endpoint, live streams and the site's draft reads). */
export function syncTagsOf(store: DocumentStore): SyncTags {
  // Next bundles the pages and the route handlers into separate layers: a global keeps one map,
  // so the tags a draft-mode page's reads get are the ones its live stream names.
  const trackers = ((globalThis as Holder)[globalKey] ??= new WeakMap());
  let tracker = trackers.get(store);
  if (!tracker) trackers.set(store, (tracker = createSyncTags(store)));
  return tracker;
}
