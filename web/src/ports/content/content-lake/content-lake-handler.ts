import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { uploadEndpoint } from './asset-endpoint';
import type { AssetFiles } from './asset-files';
import type { DocumentStore } from './document-store';
import { docEndpoint, mutateEndpoint, queryEndpoint } from './data-endpoints';
import { historyDocuments, historyEvents, historyTransactions } from './history-endpoints';
import { callerOf, errorResponse, requireEditor } from './lake-http';
import { lakeErrors } from './lake-errors';
import { listenEndpoint } from './listen-endpoint';
import { liveEventsEndpoint } from './live-events-endpoint';
import { projectEndpoint } from './project-endpoints';
import type { PublishedChange } from './published-changes';

export type ContentLakeDeps = {
  store(): Promise<DocumentStore>;
  /** The database the store keeps its transaction log in (history reads it). */
  db(): Promise<Kysely<Database>>;
  /** The local editor's token (`.data/content-lake/editor-token`): writes need it. */
  editorToken(): string;
  /** Where uploaded assets are kept and served (no uploads without it). */
  assets?: AssetFiles;
  /** The project id clients name (any id answers; this one is the Studio's). */
  projectId?: string;
  onPublished?: (changes: PublishedChange[]) => Promise<void> | void;
  /** How long a listen stream stays open (LISTEN_STREAM_LIFETIME_MS unless a test shortens it). */
  listenLifetime?: { base: number; jitter: number };
  /** Told of each request the lake answers as not supported (method and path, no query). */
  onUnsupported?: (method: string, path: string) => void;
};

/** `/v{apiVersion}/...`: a dated version (`v2025-06-01`), `vX`, or the old `v1`. */
const VERSIONED = /^\/v(\d{4}-\d{2}-\d{2}|X|1)(\/.*)$/;
/** Image URLs as @sanity/image-url builds them from the apiHost: `/images/{project}/{dataset}/{sha1}-{w}x{h}.{ext}`. */
const IMAGE = /^\/images\/[^/]+\/([^/]+)\/([a-f0-9]{40}-\d+x\d+)\.([a-z0-9]+)$/;
const DATA = /^\/data\/(query|doc|mutate|actions|listen|history|live\/events)\/([^/]+)(?:\/(.+))?$/;
const ASSETS = /^\/assets\/(images|files)\/([^/]+)$/;

/**
 * The local Content Lake: the part of Sanity's HTTP API that @sanity/client and the Studio call,
 * with its paths, bodies, status codes and errors, so
 * `createClient({apiHost: 'http://localhost:PORT/content-lake', useProjectHostname: false, ...})`
 * works unchanged. `path` is what follows /content-lake.
 */
export async function handleContentLake(request: Request, path: string, deps: ContentLakeDeps): Promise<Response> {
  try {
    const image = IMAGE.exec(path);
    if (image) return await imageRedirect(await deps.store(), image[1]!, `image-${image[2]}-${image[3]}`, new URL(request.url).search);
    const match = VERSIONED.exec(path);
    if (!match) throw lakeErrors.notFound();
    const apiVersion = match[1]!;
    const rest = match[2]!;
    const url = new URL(request.url);
    const caller = callerOf(request, deps.editorToken());
    const store = await deps.store();
    const upload = ASSETS.exec(rest);
    if (upload && deps.assets) {
      if (upload[2] !== store.dataset) throw lakeErrors.unknownDataset(upload[2] ?? '');
      return await uploadEndpoint(request, upload[1] as 'images' | 'files', url, { store, caller, apiVersion }, deps.assets, deps.projectId ?? 'local');
    }
    const data = DATA.exec(rest);
    if (!data) {
      const answered = await projectEndpoint(request, rest, url, caller, deps.projectId ?? 'local', store.dataset);
      if (answered) return answered;
      deps.onUnsupported?.(request.method, rest);
      throw lakeErrors.notFound(`${rest} is not supported by the local Content Lake`);
    }
    const [, endpoint, dataset, tail] = data;
    if (dataset !== store.dataset) throw lakeErrors.unknownDataset(dataset ?? '');
    const context = { store, caller, apiVersion, onPublished: deps.onPublished };
    if (endpoint === 'query' && !tail) return await queryEndpoint(request, url, context);
    if (endpoint === 'mutate' && !tail) return await mutateEndpoint(request, url, context);
    if (endpoint === 'actions' && !tail) return await mutateEndpoint(request, url, context, 'actions');
    if (endpoint === 'listen' && !tail) return await listenEndpoint(request, url, store, caller, deps.listenLifetime);
    if (endpoint === 'live/events' && !tail) return liveEventsEndpoint(request, url, store, caller);
    if (endpoint === 'doc' && tail) return await docEndpoint(request, decodeURIComponent(tail).split(','), context);
    if (endpoint === 'history' && tail) {
      requireEditor(caller);
      const [kind, ...restOfPath] = tail.split('/');
      const ids = decodeURIComponent(restOfPath.join('/')).split(',').filter(Boolean);
      if (kind === 'documents') return await historyDocuments(await deps.db(), store.dataset, ids, url);
      if (kind === 'transactions') return await historyTransactions(await deps.db(), store.dataset, ids, url);
      if (kind === 'events' && restOfPath[0] === 'documents') return await historyEvents(await deps.db(), store.dataset, decodeURIComponent(restOfPath.slice(1).join('/')), url);
    }
    deps.onUnsupported?.(request.method, rest);
    throw lakeErrors.notFound();
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * An image the Studio shows (thumbnails, previews): the assets are files the app serves itself,
 * so the lake's image URL redirects to the asset document's own same-site `url`, with the
 * transform parameters (w, h, fit, auto=format...), which /content-assets applies to uploads
 * and the demo's own /demo-content pictures (content-lake/demo-picture-route.ts).
 */
async function imageRedirect(store: DocumentStore, dataset: string, assetId: string, search: string): Promise<Response> {
  if (dataset !== store.dataset) throw lakeErrors.unknownDataset(dataset);
  const url = (await store.get(assetId))?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) throw lakeErrors.notFound('Image not found');
  return new Response(null, { status: 302, headers: { location: `${url}${search}`, 'cache-control': 'no-cache' } });
}
