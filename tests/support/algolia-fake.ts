import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createSearchEngine } from '@/search/engine/engine';
import { handleAlgoliaRequest } from '@/search/engine/protocol';
import type { AlgoliaHost } from '@/search/port/algolia-search';

/**
 * A local HTTP stand-in for Algolia, for the hosted search adapter's contract suite: the project's
 * engine behind Algolia's REST paths, with Algolia's API-key rules. The admin key writes; the
 * search key reads everything; a secured key (base64 of an HMAC-SHA256 of its restrictions,
 * keyed with the parent search key, followed by the restrictions) reads only its `filters` and
 * `restrictIndices`, as Algolia documents secured API keys. A wrong key gets Algolia's 403.
 */
export type AlgoliaFake = { appId: string; searchApiKey: string; adminApiKey: string; hosts: AlgoliaHost[]; requests: number; close(): Promise<void> };

type Access = { admin: boolean; baseFilter?: string; allowedIndices?: string[] } | null;

export async function startAlgoliaFake(): Promise<AlgoliaFake> {
  const engine = createSearchEngine();
  const appId = 'FAKEAPPID';
  const searchApiKey = 'fake-search-key';
  const adminApiKey = 'fake-admin-key';
  const fake = { requests: 0 };

  function access(key: string | null): Access {
    if (!key) return null;
    if (key === adminApiKey) return { admin: true };
    if (key === searchApiKey) return { admin: false };
    const decoded = Buffer.from(key, 'base64').toString('utf8');
    const hmac = decoded.slice(0, 64);
    const restrictions = decoded.slice(64);
    const expected = createHmac('sha256', searchApiKey).update(restrictions).digest('hex');
    if (hmac.length !== 64 || !timingSafeEqual(Buffer.from(hmac), Buffer.from(expected))) return null;
    const params = new URLSearchParams(restrictions);
    return {
      admin: false,
      baseFilter: params.get('filters') ?? undefined,
      allowedIndices: params.get('restrictIndices')?.split(',').map((name) => name.trim()),
    };
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fake.requests += 1;
      const url = new URL(req.url ?? '/', 'http://fake');
      const header = (name: string) => (req.headers[name] as string | undefined) ?? url.searchParams.get(name);
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (header('x-algolia-application-id') !== appId) return reply(403, { message: 'Invalid Application-ID or API key', status: 403 });
      const granted = access(header('x-algolia-api-key'));
      if (!granted) return reply(403, { message: 'Invalid Application-ID or API key', status: 403 });
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const query = new URLSearchParams([...url.searchParams].filter(([name]) => !name.toLowerCase().startsWith('x-algolia-')));
      const result = handleAlgoliaRequest(engine, {
        method: req.method ?? 'GET',
        path: `${url.pathname}${query.size > 0 ? `?${query}` : ''}`,
        body: raw.length > 0 ? raw.toString('utf8') : undefined,
        admin: granted.admin,
        baseFilter: granted.baseFilter,
        allowedIndices: granted.allowedIndices,
      });
      reply(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    appId,
    searchApiKey,
    adminApiKey,
    hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }],
    get requests() {
      return fake.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
