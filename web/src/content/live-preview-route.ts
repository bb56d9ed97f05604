import { draftMode } from 'next/headers';
import { localContentLake, runsLocalContentLake } from '@/ports/content';
import { errorResponse, lakeJson, LOCAL_EDITOR_ID } from '@/ports/content/content-lake/lake-http';
import { lakeErrors } from '@/ports/content/content-lake/lake-errors';
import { liveEventsEndpoint } from '@/ports/content/content-lake/live-events-endpoint';

/** The address <SanityLive> in a draft-mode page names as its API host (content/live-preview.tsx). */
export const LIVE_PREVIEW_PREFIX = '/api/draft-mode/live';
const LIVE_EVENTS = /^\/v(?:\d{4}-\d{2}-\d{2}|X|1)\/data\/live\/events\/[^/]+$/;

/**
 * `/api/draft-mode/live/v{version}/data/live/events/{dataset}` on a tenant's host: the local
 * Content Lake's Live Content API stream with drafts, for the page an editor previews. The lake
 * itself answers on the platform host only, and a page would need the editor's token to read
 * drafts from it; here the draft-mode cookie (only the Studio's preview secret sets it) is the
 * permission, so no token reaches the browser. Without draft mode: 401. `/check/cors`, which
 * the client probes after a failed stream, is same-origin and allowed.
 */
export async function livePreviewRoute(request: Request): Promise<Response> {
  try {
    if (!runsLocalContentLake()) throw lakeErrors.notFound();
    const url = new URL(request.url);
    const path = url.pathname.slice(LIVE_PREVIEW_PREFIX.length);
    if (path === '/check/cors') return lakeJson({ result: { allowed: true, withCredentials: true } });
    if (!LIVE_EVENTS.test(path)) throw lakeErrors.notFound();
    if (!(await draftMode()).isEnabled) throw lakeErrors.unauthorized();
    const store = await localContentLake();
    if (!path.endsWith(`/${store.dataset}`)) throw lakeErrors.unknownDataset(path.slice(path.lastIndexOf('/') + 1));
    return liveEventsEndpoint(request, url, store, { kind: 'editor', id: LOCAL_EDITOR_ID });
  } catch (error) {
    return errorResponse(error);
  }
}
