import { badRequest } from './errors';
import { parseSearchParams } from './search-params';
import { runSearch, type QueryTarget, type SearchResponse } from './query-runner';

export type BrowseResponse = Omit<SearchResponse, 'facets' | 'facets_stats'> & { cursor?: string };

const BROWSE_PAGE = 1000;

/**
 * Algolia's browse: every matching record, up to 1000 per call, past `paginationLimitedTo`. The
 * opaque `cursor` carries the original parameters and the next offset; a call with a cursor
 * ignores any other parameter, as Algolia does.
 */
export function runBrowse(target: QueryTarget, input: unknown): BrowseResponse {
  const first = parseSearchParams(input);
  let request = first;
  let offset = 0;
  if (first.params.cursor) {
    const decoded = decodeCursor(first.params.cursor);
    request = parseSearchParams(decoded.params);
    offset = decoded.offset;
  }
  const raw = request.raw;
  const { cursor: _cursor, page: _page, hitsPerPage: _hitsPerPage, facets: _facets, ...rest } = raw;
  const size = Math.min(BROWSE_PAGE, Math.max(1, request.params.hitsPerPage ?? BROWSE_PAGE));
  const start = offset || (request.params.page ?? 0) * size;
  const unlimited = { ...target, settings: { ...target.settings, paginationLimitedTo: Number.MAX_SAFE_INTEGER } };
  const parsed = parseSearchParams({ ...rest, offset: start, length: size });
  const { facets: _f, facets_stats: _s, offset: _o, length: _l, ...result } = runSearch(unlimited, { ...parsed, echo: first.echo });
  const next = start + result.hits.length;
  const response: BrowseResponse = { ...result, page: Math.floor(start / size), hitsPerPage: size, nbPages: Math.ceil(result.nbHits / size) };
  if (next < result.nbHits) response.cursor = encodeCursor({ params: raw, offset: next });
  return response;
}

type Cursor = { params: Record<string, unknown>; offset: number };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (cursor && typeof cursor.offset === 'number' && cursor.params && typeof cursor.params === 'object') {
      return { params: cursor.params, offset: cursor.offset };
    }
  } catch {
    // Falls through to the error below.
  }
  throw badRequest('Invalid cursor');
}
