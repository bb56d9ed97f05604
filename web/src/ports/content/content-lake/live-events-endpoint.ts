import type { DocumentStore } from './document-store';
import { eventStream, frame } from './event-stream';
import { requireEditor, type Caller } from './lake-http';
import { lakeErrors } from './lake-errors';
import { isPrivate } from './listen-endpoint';

/**
 * `GET data/live/events/{dataset}[?includeDrafts=true]`: Sanity's Live Content API, which the
 * Studio's Presentation tool subscribes to (with drafts, so with the editor's token) and stops
 * with an error without. Server-sent events: a `welcome`, then a `message` per committed
 * transaction a caller may see (drafts only with the token), its id the transaction's, with the
 * sync tag of the dataset: the lake's query answers carry no finer tags, so a client that keeps
 * tags refetches nothing on them, and Presentation refreshes the previewed page itself.
 */
export function liveEventsEndpoint(request: Request, url: URL, store: DocumentStore, caller: Caller): Response {
  if (request.method !== 'GET') throw lakeErrors.methodNotAllowed();
  const drafts = url.searchParams.get('includeDrafts') === 'true';
  if (drafts) requireEditor(caller);
  const tags = [`s1:${store.dataset}`];
  return eventStream(request, (send) => {
    send(frame('welcome', {}));
    return store.subscribe((transaction) => {
      if (!drafts && transaction.changes.every((change) => isPrivate(change.id))) return;
      send(frame('message', { tags }, transaction.transactionId));
    });
  });
}
