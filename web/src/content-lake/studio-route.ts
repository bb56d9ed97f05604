import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { runsLocalContentLake } from '@/ports/content';
import { editorToken } from '@/ports/content/content-lake/editor-token';
import { dataDir, repoRoot } from '@/server/paths';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.map': 'application/json', '.txt': 'text/plain; charset=utf-8',
};

/** The Studio edits in the page and frames the tenants' own hosts (Presentation). */
const STUDIO_CSP = [
  "default-src 'self'", "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
  "font-src 'self' data:", "connect-src 'self'", 'frame-src \'self\' http://*.localhost:* https:', "worker-src 'self' blob:",
  "frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'",
].join('; ');

const studioDist = () => join(/*turbopackIgnore: true*/ repoRoot(), 'studio', 'dist');

/**
 * The page that loads the Studio, signed in as the local editor: its token goes into the
 * Studio's own token storage before the Studio starts, and the script of Sanity's hosted
 * dashboard (fetched from the internet) is left out.
 */
function studioPage(html: string, token: string): string {
  const signIn = `<script>try{localStorage.setItem("__studio_auth_token_local",${JSON.stringify(JSON.stringify({ token, time: '' }))})}catch(e){}</script>`;
  return html.replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>/g, '').replace('<head>', `<head>${signIn}`);
}

/**
 * `/studio` on the platform host (embedded demo only): the Studio that `npm start` builds into
 * studio/dist, pointed at the local Content Lake. Static files come from the build; every other
 * path is the Studio's page (it routes in the browser).
 */
export async function studioRoute(request: Request): Promise<Response> {
  if (!runsLocalContentLake()) return new Response('Not found', { status: 404 });
  const dist = studioDist();
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    return new Response('The Studio is not built yet: `npm start` builds it (or run `npm run studio:build`).', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const pathname = decodeURIComponent(new URL(request.url).pathname).replace(/^\/studio\/?/, '');
  const file = normalize(join(dist, pathname));
  if (pathname !== '' && file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile()) {
    const immutable = pathname.startsWith('static/');
    return new Response(readFileSync(file), { headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' } });
  }
  return new Response(studioPage(readFileSync(index, 'utf8'), editorToken(dataDir())), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': STUDIO_CSP },
  });
}
