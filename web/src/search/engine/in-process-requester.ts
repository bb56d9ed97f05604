import { gunzipSync } from 'node:zlib';
import type { SearchEngine } from './engine';
import { handleAlgoliaRequest } from './protocol';

/** The shape of algoliasearch v5's `requester` option (from @algolia/client-common), kept structural. */
export type EndRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  data?: string | Uint8Array | undefined;
  connectTimeout: number;
  responseTimeout: number;
};
export type RequesterResponse = { status: number; content: string; isTimedOut: boolean; headers?: Record<string, string> };
export type InProcessRequester = { send(request: EndRequest): Promise<RequesterResponse> };

export type InProcessOptions = {
  /** The tenant's filter, as the HTTP route would derive it from the Host. */
  baseFilter?: string;
  admin?: boolean;
  /** Mount point to strip from request paths when the client's host carries one (`/api/search`). */
  prefix?: string;
};

/**
 * A requester that hands algoliasearch's requests straight to the engine, so server-side code uses
 * the real client (same code path as the browser) without a network hop:
 * `algoliasearch(appId, key, { requester: createInProcessRequester(engine, { baseFilter }) })`.
 */
export function createInProcessRequester(engine: SearchEngine, options: InProcessOptions = {}): InProcessRequester {
  return {
    async send(request) {
      const url = new URL(request.url);
      let path = url.pathname;
      if (options.prefix && path.startsWith(options.prefix)) path = path.slice(options.prefix.length) || '/';
      let body: string | undefined;
      if (request.data !== undefined) {
        const gzipped = Object.entries(request.headers).some(([name, value]) => name.toLowerCase() === 'content-encoding' && value === 'gzip');
        const bytes = typeof request.data === 'string' ? null : request.data;
        body = bytes ? new TextDecoder().decode(gzipped ? gunzipSync(bytes) : bytes) : (request.data as string);
      }
      const result = handleAlgoliaRequest(engine, {
        method: request.method,
        path: `${path}${url.search}`,
        body,
        baseFilter: options.baseFilter,
        admin: options.admin ?? false,
      });
      return { status: result.status, content: JSON.stringify(result.body), isTimedOut: false, headers: { 'content-type': 'application/json' } };
    },
  };
}
