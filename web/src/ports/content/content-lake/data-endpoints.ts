import { actionsToMutations } from './document-actions';
import type { DocumentStore } from './document-store';
import { lakeJson, readJsonBody, requireEditor, type Caller } from './lake-http';
import { lakeErrors } from './lake-errors';
import { paramsFromSearch, queryPerspective, runQuery } from './query-endpoint';
import { publishedChanges, type PublishedChange } from './published-changes';
import { syncTagsOf } from './sync-tags';

/** Mutation bodies above this are refused before they are read (README, operator notes). */
export const MAX_MUTATION_BYTES = 4 * 1024 * 1024;
/** A POSTed query with its parameters. */
export const MAX_QUERY_BYTES = 1024 * 1024;

export type DataContext = {
  store: DocumentStore;
  caller: Caller;
  apiVersion: string;
  /** After a commit that changed published documents: the site revalidates what reads them. */
  onPublished?: (changes: PublishedChange[]) => Promise<void> | void;
};

/**
 * `GET|POST data/query/{dataset}`: `{query, result, syncTags, ms}` (no `query` with
 * returnQuery=false); the sync tag is what a live events `message` names when a later
 * transaction changes this answer (sync-tags.ts).
 */
export async function queryEndpoint(request: Request, url: URL, context: DataContext): Promise<Response> {
  const started = performance.now();
  let query = url.searchParams.get('query') ?? '';
  let params = paramsFromSearch(url.searchParams);
  if (request.method === 'POST') {
    const body = await readJsonBody(request, MAX_QUERY_BYTES);
    query = typeof body.query === 'string' ? body.query : '';
    params = typeof body.params === 'object' && body.params !== null ? body.params as Record<string, unknown> : {};
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw lakeErrors.methodNotAllowed();
  }
  const perspective = queryPerspective(url.searchParams.get('perspective'), context.apiVersion, context.caller);
  const result = await runQuery(context.store, query, params, perspective);
  const syncTags = [syncTagsOf(context.store).tagOf(query, params, perspective, result)];
  const ms = Math.round(performance.now() - started);
  return lakeJson(url.searchParams.get('returnQuery') === 'false' ? { result, syncTags, ms } : { query, result, syncTags, ms });
}

/** `GET data/doc/{dataset}/{id,id}`: `{documents, omitted}`; drafts are omitted for anonymous callers. */
export async function docEndpoint(request: Request, ids: string[], context: DataContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw lakeErrors.methodNotAllowed();
  const documents = [];
  const omitted = [];
  for (const id of ids) {
    const isPrivate = id.startsWith('drafts.') || id.startsWith('versions.');
    const document = await context.store.get(id);
    if (isPrivate && context.caller.kind === 'anonymous') omitted.push({ id, reason: 'permission' });
    else if (document) documents.push(document);
    else omitted.push({ id, reason: 'existence' });
  }
  return lakeJson({ documents, omitted });
}

/**
 * `POST data/mutate/{dataset}` (and `data/actions/{dataset}`, the Actions API the Studio uses,
 * translated into the same mutations): one transaction, `{transactionId, results: [{id, operation,
 * document?}]}`. `returnDocuments` adds each document as the transaction left it; `visibility`
 * is accepted and always met (the commit is synchronous); `dryRun` writes nothing.
 */
export async function mutateEndpoint(request: Request, url: URL, context: DataContext, kind: 'mutate' | 'actions' = 'mutate'): Promise<Response> {
  if (request.method !== 'POST') throw lakeErrors.methodNotAllowed();
  const author = requireEditor(context.caller);
  const body = await readJsonBody(request, MAX_MUTATION_BYTES);
  const flag = (name: string) => url.searchParams.get(name) === 'true' || (kind === 'actions' && name === 'dryRun' && body.dryRun === true);
  const committed = await context.store.commit({
    mutations: kind === 'actions' ? (get: Parameters<typeof actionsToMutations>[1]) => actionsToMutations(body.actions, get) : body.mutations,
    transactionId: typeof body.transactionId === 'string' ? body.transactionId : undefined,
    author,
    dryRun: flag('dryRun'),
  });
  const after = new Map(committed.changes.map((change) => [change.id, change.after]));
  const results = [];
  for (const result of committed.results) {
    const document = flag('returnDocuments') && result.operation !== 'delete' ? (after.get(result.id) ?? await context.store.get(result.id)) : undefined;
    results.push(document ? { ...result, document } : { ...result });
  }
  if (!flag('dryRun') && context.onPublished) {
    const changes = await publishedChanges(committed.changes, await context.store.documents());
    if (changes.length > 0) await context.onPublished(changes);
  }
  // The Actions API answers with the transaction only.
  return lakeJson(kind === 'actions' ? { transactionId: committed.transactionId } : { transactionId: committed.transactionId, results });
}
