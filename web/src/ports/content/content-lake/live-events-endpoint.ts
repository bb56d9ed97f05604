import type { DocumentStore } from './document-store';
import { eventStream, frame } from './event-stream';
import { requireEditor, type Caller } from './lake-http';
import { lakeErrors } from './lake-errors';
import { syncTagsOf } from './sync-tags';

/**
 * `GET data/live/events/{dataset}[?includeDrafts=true]`: Sanity's Live Content API, which
 * next-sanity's <SanityLive> and the Studio's Presentation tool subscribe to (drafts only with
 * the editor's token). Server-sent events: a `welcome`; a `restart` when the client comes back
 * with a Last-Event-ID (the lake keeps no backlog to replay, so the client refetches
 * everything); then, per committed transaction, a `message` naming the sync tags of the query
 * answers it changed (sync-tags.ts), its id the transaction's. A stream without drafts names
 * only published answers and hears nothing of a draft edit.
 */
export function liveEventsEndpoint(request: Request, url: URL, store: DocumentStore, caller: Caller): Response {
  if (request.method !== 'GET') throw lakeErrors.methodNotAllowed();
  const drafts = url.searchParams.get('includeDrafts') === 'true';
  if (drafts) requireEditor(caller);
  const resumed = request.headers.get('last-event-id');
  return eventStream(request, (send) => {
    send(frame('welcome', {}));
    if (resumed) send(frame('restart', {}));
    return syncTagsOf(store).subscribe(({ transaction, tags }) => {
      const changed = drafts ? [...new Set([...tags.published, ...tags.drafts, ...tags.raw])] : tags.published;
      if (changed.length > 0) send(frame('message', { tags: changed }, transaction.transactionId));
    });
  });
}
