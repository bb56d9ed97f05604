import { revalidateChange } from '@/content/revalidate';
import { siteRevalidation } from '@/content/site-revalidation';
import { afterSitePublished } from '@/search/indexing/site-published';
import { searchPort } from '@/search/search-service';
import { localContentLake, runsLocalContentLake } from '@/ports/content';
import { database } from '@/ports/database';
import { editorToken } from '@/ports/content/content-lake/editor-token';
import { handleContentLake } from '@/ports/content/content-lake/content-lake-handler';
import { dataDir } from '@/server/paths';
import { localAssetFiles } from './content-asset-route';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found' };
/** The project id the Studio served by `npm start` names (studio/sanity.config.ts). */
export const LOCAL_PROJECT_ID = 'local';

const reported = new Set<string>();
/** Each request the lake does not serve is printed once (what the Studio asked for and got a 404). */
function reportUnsupported(method: string, path: string): void {
  const key = `${method} ${path.replace(/\/[^/]*[,.][^/]*$/, '/…')}`;
  if (reported.has(key) || reported.size > 200) return;
  reported.add(key);
  console.info(`[content lake] not supported: ${key}`);
}

/**
 * `/content-lake/*` on the platform host (the proxy answers 404 on tenant hosts): the local
 * Content Lake the Studio and @sanity/client edit. It exists only in the embedded demo; with
 * hosted content (SANITY_PROJECT_ID) or a deployment's database (DATABASE_URL) it is 404.
 * A publish revalidates the site through the webhook's own path (content/revalidate.ts).
 */
export async function contentLakeRoute(request: Request): Promise<Response> {
  if (!runsLocalContentLake()) return Response.json(NOT_FOUND, { status: 404 });
  const path = new URL(request.url).pathname.replace(/^\/content-lake/, '');
  return handleContentLake(request, path, {
    store: localContentLake,
    db: async () => (await database()).db,
    editorToken: () => editorToken(dataDir()),
    projectId: LOCAL_PROJECT_ID,
    assets: localAssetFiles(),
    onUnsupported: (method, path) => reportUnsupported(method, path),
    onPublished: async (changes) => {
      for (const change of changes) await revalidateChange(change, siteRevalidation);
      await afterSitePublished(searchPort(), changes);
    },
  });
}
