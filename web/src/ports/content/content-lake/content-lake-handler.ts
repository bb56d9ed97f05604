import type { DocumentStore } from './document-store';
import { docEndpoint, mutateEndpoint, queryEndpoint } from './data-endpoints';
import { callerOf, errorResponse } from './lake-http';
import { lakeErrors } from './lake-errors';
import type { PublishedChange } from './published-changes';

export type ContentLakeDeps = {
  store(): Promise<DocumentStore>;
  /** The local editor's token (`.data/content-lake/editor-token`): writes need it. */
  editorToken(): string;
  onPublished?: (changes: PublishedChange[]) => Promise<void> | void;
};

/** `/v{apiVersion}/...`: a dated version (`v2025-06-01`), `vX`, or the old `v1`. */
const VERSIONED = /^\/v(\d{4}-\d{2}-\d{2}|X|1)(\/.*)$/;

/**
 * The local Content Lake: the part of Sanity's HTTP API that @sanity/client and the Studio call,
 * with its paths, bodies, status codes and errors, so
 * `createClient({apiHost: 'http://localhost:PORT/content-lake', useProjectHostname: false, ...})`
 * works unchanged. `path` is what follows /content-lake.
 */
export async function handleContentLake(request: Request, path: string, deps: ContentLakeDeps): Promise<Response> {
  try {
    const match = VERSIONED.exec(path);
    if (!match) throw lakeErrors.notFound();
    const apiVersion = match[1] === '1' ? '1' : match[1]!;
    const rest = match[2]!;
    const url = new URL(request.url);
    const caller = callerOf(request, deps.editorToken());
    const data = /^\/data\/(query|doc|mutate)\/([^/]+)(?:\/(.+))?$/.exec(rest);
    if (!data) throw lakeErrors.notFound();
    const [, endpoint, dataset, tail] = data;
    const store = await deps.store();
    if (dataset !== store.dataset) throw lakeErrors.unknownDataset(dataset ?? '');
    const context = { store, caller, apiVersion, onPublished: deps.onPublished };
    if (endpoint === 'query' && !tail) return await queryEndpoint(request, url, context);
    if (endpoint === 'mutate' && !tail) return await mutateEndpoint(request, url, context);
    if (endpoint === 'doc' && tail) return await docEndpoint(request, decodeURIComponent(tail).split(','), context);
    throw lakeErrors.notFound();
  } catch (error) {
    return errorResponse(error);
  }
}
