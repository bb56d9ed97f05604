import { randomUUID } from 'node:crypto';
import { groqEvaluator } from '../groq-evaluator';
import type { CommittedTransaction, DocumentStore } from './document-store';
import type { Caller } from './lake-http';
import { eventStream, frame } from './event-stream';
import { lakeErrors } from './lake-errors';
import type { LakeDocument } from './mutations';
import { paramsFromSearch } from './query-endpoint';

const groq = groqEvaluator(200);

/**
 * How long a listen stream of a Studio store that fetches afresh on a new `welcome` (previews,
 * releases, the search list, the presentation documents, whose reconnect the preview's snapshot
 * store follows) stays open before the lake ends it; the client's EventSource comes back at once.
 * Why: over HTTP/1.1 a browser keeps at most 6 connections per host, and the Studio with
 * Presentation open wants about eleven streams (those eight, the document pair and two live event
 * streams); once six are open every other request to the lake (a query, the preview secret, a
 * publish) waits for one to end, and none ever did: the Studio could stall for good (measured in
 * Chromium: queries queued at +15.7 s still waiting at +43 s). With these ending, three streams
 * stay open and the rest take turns with the queries. The document pair's stream and every other
 * listener stay open: ending the document pair's once dropped an image upload the Studio was
 * applying as it reconnected. Hosted Sanity speaks HTTP/2, where streams share one connection.
 * The jitter keeps streams opened together from ending together.
 */
export const LISTEN_STREAM_LIFETIME_MS = { base: 10_000, jitter: 5_000 };
/** Tags (with the Studio's `sanity.studio.` prefix) of the listeners that re-fetch on a new welcome. */
const REFETCHING_LISTENER = /^sanity\.studio\.(preview\.|releases\.listen$|listen-search-query$|presentation-documents$)/;
const endsAfterLifetime = (tag: string | null) => tag !== null && REFETCHING_LISTENER.test(tag);
const listenLifetime = ({ base, jitter }: typeof LISTEN_STREAM_LIFETIME_MS) => base + Math.floor(Math.random() * jitter);

/** Drafts and release versions: only the editor's token sees them. */
export const isPrivate = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');
const withoutRev = (document: LakeDocument | null) => {
  if (!document) return null;
  const { _rev, ...rest } = document;
  void _rev;
  return rest;
};

/** Does the listener's query select this version of a document? */
async function selects(query: string, params: Record<string, unknown>, document: LakeDocument | null): Promise<boolean> {
  if (!document) return false;
  const found = await groq.run<unknown>(query, [document], params);
  return Array.isArray(found) ? found.length > 0 : found !== null && found !== undefined;
}

/** The mutations of a transaction that name this document (by id, or all of them when by query). */
function mutationsFor(transaction: CommittedTransaction, id: string): unknown[] {
  return transaction.mutations.filter((mutation) => {
    const body = Object.values(mutation as Record<string, unknown>)[0] as Record<string, unknown> | undefined;
    return body?._id === id || body?.id === id || typeof body?.query === 'string';
  });
}

/**
 * `GET data/listen/{dataset}?query=…`: server-sent events as the Content Lake sends them — a
 * `welcome`, then a `mutation` for each committed change to a document the query selects (before
 * or after), with `transition` (appear, update, disappear), the revisions, the mutations, the
 * document (`includeResult`) and Mendoza `effects` (the Studio's preview store applies them;
 * here each effect replaces the whole value, which is a valid Mendoza patch).
 */
export async function listenEndpoint(request: Request, url: URL, store: DocumentStore, caller: Caller, lifetime = LISTEN_STREAM_LIFETIME_MS): Promise<Response> {
  if (request.method !== 'GET') throw lakeErrors.methodNotAllowed();
  const query = url.searchParams.get('query') ?? '';
  const params = paramsFromSearch(url.searchParams);
  try {
    groq.tree(query);
  } catch {
    throw lakeErrors.queryParse(query, 'Syntax error in GROQ query', 0, query.length);
  }
  const flag = (name: string, fallback: boolean) => (url.searchParams.has(name) ? url.searchParams.get(name) !== 'false' : fallback);
  const includeResult = flag('includeResult', true);
  const includeMutations = flag('includeMutations', true);
  const includePreviousRevision = flag('includePreviousRevision', false);
  const mendoza = url.searchParams.get('effectFormat') === 'mendoza';
  const visibility = url.searchParams.get('visibility') === 'transaction' ? 'transaction' : 'query';

  return eventStream(request, (send) => {
    let chain = Promise.resolve();
    send(frame('welcome', { listenerName: `L${randomUUID().replace(/-/g, '').slice(0, 20)}` }));
    return store.subscribe((transaction) => {
      chain = chain.then(async () => {
        const visible = transaction.changes.filter((change) => caller.kind === 'editor' || !isPrivate(change.id));
        const events = [];
        for (const change of visible) {
          const [before, after] = [await selects(query, params, change.before), await selects(query, params, change.after)];
          if (!before && !after) continue;
          events.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
        }
        for (const [index, { change, transition }] of events.entries()) {
          const eventId = `${transaction.transactionId}#${change.id}`;
          send(frame('mutation', {
            eventId,
            documentId: change.id,
            transactionId: transaction.transactionId,
            transition,
            identity: transaction.author,
            ...(includeMutations ? { mutations: mutationsFor(transaction, change.id) } : {}),
            ...(includeResult && change.after ? { result: change.after } : {}),
            ...(includePreviousRevision && change.before ? { previous: change.before } : {}),
            ...(mendoza ? { effects: { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] } } : {}),
            previousRev: change.before?._rev,
            resultRev: change.after?._rev ?? transaction.transactionId,
            timestamp: transaction.timestamp,
            visibility,
            transactionTotalEvents: events.length,
            transactionCurrentEvent: index + 1,
          }, eventId));
        }
      }).catch(() => undefined);
    });
  }, endsAfterLifetime(url.searchParams.get('tag')) ? { endAfterMs: listenLifetime(lifetime) } : {});
}
