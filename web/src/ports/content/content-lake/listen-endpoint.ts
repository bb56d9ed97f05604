import { randomUUID } from 'node:crypto';
import { groqEvaluator } from '../groq-evaluator';
import type { CommittedTransaction, DocumentStore } from './document-store';
import type { Caller } from './lake-http';
import { lakeErrors } from './lake-errors';
import type { LakeDocument } from './mutations';
import { paramsFromSearch } from './query-endpoint';

const groq = groqEvaluator(200);
const encoder = new TextEncoder();
/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;

const isPrivate = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');
const withoutRev = (document: LakeDocument | null) => {
  if (!document) return null;
  const { _rev, ...rest } = document;
  void _rev;
  return rest;
};

function frame(event: string, data: unknown, id?: string): Uint8Array {
  return encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

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
export async function listenEndpoint(request: Request, url: URL, store: DocumentStore, caller: Caller): Promise<Response> {
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

  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let chain = Promise.resolve();
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };
      send(frame('welcome', { listenerName: `L${randomUUID().replace(/-/g, '').slice(0, 20)}` }));
      const keepalive = setInterval(() => send(encoder.encode(': keepalive\n\n')), KEEPALIVE_MS);
      const unsubscribe = store.subscribe((transaction) => {
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
      stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      };
      request.signal.addEventListener('abort', stop);
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } });
}
