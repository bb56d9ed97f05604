import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig } from '@/content/site';
import { browserIndices } from '@/search/port/algolia-search';
import { handleAlgoliaRequest } from '@/search/engine/protocol';
import { SEARCH_LIMITS } from '@/search/engine/request-limits';
import type { LocalSearchPort } from '@/search/port/local-search';
import { tenantFilter } from '@/search/port/tenant-filter';
import { searchPort } from '@/search/search-service';
import { serverEnv } from '@/server/env';
import { readBoundedText } from '@/server/http/request-body';
import { siteForHost } from '@/tenancy/site-for-host';

const error = (status: number, message: string) => NextResponse.json({ message, status }, { status });
const limit = (bytes: number) => `${(bytes / 1024).toLocaleString('en-AU')} KB`;

/**
 * The local engine's Algolia REST endpoint (`/api/search/1/indexes/...`). Like a secured API key,
 * the tenant's filter comes from the Host, never from the request; writes need the admin key.
 * Bodies and responses are bounded (ports/search/engine/request-limits.ts).
 */
async function handle(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const port = searchPort();
  if (port.adapter !== 'local-engine') return error(404, 'The local search engine is not in use: search goes to Algolia.');

  const resolution = await siteForHost(request.headers.get('host'));
  if (resolution.kind !== 'site') return error(403, 'Search needs a dealer site host.');
  const site = await getSiteConfig(resolution.slug);
  if (!site) return error(403, 'Search needs a dealer site host.');

  let body: unknown = undefined;
  if (request.method !== 'GET' && request.method !== 'DELETE') {
    const text = await readBoundedText(request, SEARCH_LIMITS.bodyBytes);
    if (text === 'too-large') return error(400, `Request body exceeds the limit of ${limit(SEARCH_LIMITS.bodyBytes)}`);
    if (text === 'unreadable') return error(400, 'Invalid JSON body.');
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        return error(400, 'Invalid JSON body.');
      }
    }
  }
  const adminKey = serverEnv().SEARCH_ADMIN_API_KEY;
  const apiKey = request.headers.get('x-algolia-api-key') ?? request.nextUrl.searchParams.get('x-algolia-api-key');
  const local = port as LocalSearchPort;
  await local.ready();
  const { path } = await params;
  const result = handleAlgoliaRequest(local.engine, {
    method: request.method,
    path: `/${path.join('/')}${request.nextUrl.search}`,
    body,
    baseFilter: tenantFilter(site),
    admin: Boolean(adminKey && apiKey === adminKey),
    // Like the secured key a tenant's browser gets from Algolia: the vehicle indices only.
    allowedIndices: browserIndices(local.indexName),
  });
  const json = JSON.stringify(result.body);
  if (json.length > SEARCH_LIMITS.responseBytes) {
    return error(400, `Response exceeds the limit of ${limit(SEARCH_LIMITS.responseBytes)}: request fewer hits or attributes`);
  }
  return new NextResponse(json, { status: result.status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
