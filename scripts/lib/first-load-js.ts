import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '../../web/src/server/build/compile-hints';
import { deferredScripts } from '../../web/src/server/cache/deferred-scripts.mjs';

/**
 * A request to 127.0.0.1 as if sent to `host` (fetch does not let a caller set Host, and Node's
 * resolver does not know `*.localhost`).
 */
function hostRequest(port: string, host: string, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host, 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Loads a page through 127.0.0.1 with its Host header and returns the HTML. */
export async function loadPage(url: string): Promise<string> {
  const page = new URL(url);
  return (await hostRequest(page.port || '80', page.host, 'GET', `${page.pathname}${page.search}`)).toString('utf8');
}

/**
 * Loads a page and every size of the images it preloads, so an audit measures steady state: the
 * image optimiser has encoded the photos a CDN would already hold.
 */
export async function warmUp(url: string): Promise<void> {
  const page = new URL(url);
  const html = await loadPage(url);
  const sets = [...html.matchAll(/<link rel="preload" as="image"[^>]*imageSrcSet="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const sources = new Set(sets.flatMap((set) => set.split(', ').map((candidate) => candidate.trim().split(' ')[0]!)));
  // Chromium's Accept header: the optimiser encodes (and caches) per format.
  const accept = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
  for (const src of sources) await hostRequest(page.port || '80', page.host, 'GET', src, undefined, accept).catch(() => undefined);
}

/**
 * The scripts a page loads first, as written in its HTML: its `<script src>` tags and those a page
 * from the route cache adds once its largest picture is painted (deferred-scripts.mjs), not the
 * chunks loaded later on interaction, nor the legacy polyfills (noModule: skipped by every
 * browser that runs modules).
 */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js[^"]*)"[^>]*>/g)].filter((match) => !/\snomodule/i.test(match[0]));
  const written = tags.map((match) => match[1]!.replaceAll('&amp;', '&'));
  return [...new Set([...written, ...(deferredScripts(html)?.scripts ?? [])])];
}

/**
 * A page's first-load JavaScript (firstLoadScripts), summed gzip-compressed as a browser downloads
 * it, and how many of its files carry the compile hint (web/src/server/build/compile-hints.ts).
 */
export async function firstLoadJs(url: string): Promise<{ files: number; gzipBytes: number; compileHinted: number }> {
  const page = new URL(url);
  const get = (path: string) => hostRequest(page.port || '80', page.host, 'GET', path);
  const scripts = firstLoadScripts(await loadPage(url));
  let gzipBytes = 0;
  let compileHinted = 0;
  for (const src of scripts) {
    const code = await get(new URL(src, 'http://localhost').pathname);
    gzipBytes += gzipSync(code).length;
    if (code.toString('utf8', 0, COMPILE_HINT.length) === COMPILE_HINT) compileHinted += 1;
  }
  return { files: scripts.length, gzipBytes, compileHinted };
}

/** One vehicle page per tenant: an in-stock car with several photos, found through the tenant's search API. */
export async function vehiclePageUrl(tenant: string, port: string): Promise<string> {
  const body = { requests: [{ indexName: 'Car_production', params: `hitsPerPage=1&filters=${encodeURIComponent('status:in_stock AND photos_count > 3')}` }] };
  const res = await hostRequest(port, `${tenant}.localhost:${port}`, 'POST', '/api/search/1/indexes/*/queries', JSON.stringify(body));
  const slug = (JSON.parse(res.toString('utf8')) as { results?: { hits: { slug: string }[] }[] }).results?.[0]?.hits[0]?.slug;
  if (!slug) throw new Error(`No in-stock vehicle with photos found for ${tenant}.`);
  return `http://${tenant}.localhost:${port}/cars/${encodeURIComponent(slug)}`;
}
