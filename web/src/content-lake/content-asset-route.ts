import { join } from 'node:path';
import { runsLocalContentLake } from '@/ports/content';
import { serveAsset, type AssetFiles } from '@/ports/content/content-lake/asset-files';
import { dataDir } from '@/server/paths';

/** The address uploaded assets are served at; next.config.ts lets the image optimiser read it. */
export const CONTENT_ASSETS_PREFIX = '/content-assets';

/** The local Content Lake's uploaded files: under the data folder, never in the repository. */
export function localAssetFiles(): AssetFiles {
  return { dir: join(dataDir(), 'content-lake', 'assets'), urlPrefix: CONTENT_ASSETS_PREFIX };
}

/**
 * `/content-assets/{images|files}/{dataset}/{name}` on every host: the images and files uploaded
 * to the local Content Lake, at the `url` of their asset documents, so the site renders them as
 * it renders the demo's own images, and resized as the Studio's thumbnails ask (w, h, fit, rect,
 * auto=format...: image-transform.ts) (embedded demo only; 404 otherwise and for any other name).
 */
export async function contentAssetRoute(request: Request): Promise<Response> {
  if (!runsLocalContentLake()) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return serveAsset(localAssetFiles(), new URL(request.url), request.headers.get('accept'));
}
