import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { assetResponse, imageResponse } from '@/ports/content/content-lake/asset-files';
import { repoRoot } from '@/server/paths';

/** A picture the seed renders: a plain file name, so no address reaches outside the folder. */
const PICTURE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}\.(?:jpg|jpeg|png|webp)$/;

/**
 * `/demo-content/{name}?w=…&h=…&fit=…&auto=format&q=…`: the demo dataset's own pictures (rendered
 * by the seed into web/public/demo-content) as the image URLs that @sanity/image-url builds ask
 * for them, through the lake's image redirect (the Studio's thumbnails and previews), instead of
 * the full picture the static file server would send whatever the query. Same transforms, limits
 * (a side over 8192 px or over 16 megapixels is a 400) and cache as the uploaded images.
 */
export async function demoPictureRoute(request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  // The name comes from the route: after next.config.ts's rewrite, request.url is still /demo-content/….
  const { name } = await params;
  const url = new URL(request.url);
  const path = PICTURE.test(name) ? join(/*turbopackIgnore: true*/ repoRoot(), 'web', 'public', 'demo-content', name) : null;
  if (!path || !existsSync(path)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const bytes = readFileSync(path);
  // A new seed may draw the picture again under the same name: its time keeps the cache honest.
  return imageResponse(`${path}@${statSync(path).mtimeMs}`, bytes, url, request.headers.get('accept'), () => assetResponse('images', name, bytes));
}
