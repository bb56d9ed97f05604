import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineTag } from './cache-tags';
import { deferredScripts } from './deferred-scripts.mjs';
import { probeRequest } from './served-page-probe.mjs';

/**
 * The full-route cache's handler (route-cache-handler.mjs): a whole page stays a hit until a tag
 * it was rendered with is expired in the 'use cache' handlers, where every expiry lands
 * (revalidateTag, a vehicle change from the change log, another instance's through Redis), also
 * once the page has aged past its revalidate time, when Next itself would serve it once more.
 */
type Entry = { lastModified?: number; value?: { kind: string; html?: unknown; htmlGzip?: Buffer; rscData?: unknown; headers?: Record<string, string> } | null };
type TagSource = { getExpiration: (tags: string[]) => Promise<number> };
type Handler = { get: (key: string, ctx: object) => Promise<Entry | null>; set: (key: string, data: unknown, ctx: object) => Promise<void> };
type Module = {
  default: new (ctx: object) => Handler;
  entryTags: (entry: Entry) => string[];
  expiredByTag: (entry: Entry, sources: TagSource[], now?: number) => Promise<boolean>;
  withHtmlBytes: <V extends Entry['value']>(value: V) => V;
  withGzipCopy: (value: unknown) => Promise<Entry['value']>;
};
const require = createRequire(import.meta.url);
// Plain JavaScript without types (Next imports it at run time); `as string` keeps tsc from resolving it.
const handlerModule = () => import('./route-cache-handler.mjs' as string) as Promise<Module>;

const HTML = '<h1>Riverside Toyota · Ballarat</h1>';
const RSC = Buffer.from('0:{}');
const page = (tags: string) => ({ kind: 'APP_PAGE', html: HTML, rscData: RSC, headers: { 'x-next-cache-tags': tags }, status: 200 });

/** A 'use cache' handler's view of tag expiries: tag → when it expired. */
const expiries = (expired: Record<string, number>): TagSource => ({
  getExpiration: async (tags) => Math.max(0, ...tags.map((tag) => expired[tag] ?? 0)),
});

describe('expiredByTag', () => {
  const entry: Entry = { lastModified: 1_000, value: page('_N_T_/riverside-toyota,site:riverside-toyota,vehicles:riverside-toyota') };

  it('reads the tags Next recorded on the page', async () => {
    const { entryTags } = await handlerModule();
    expect(entryTags(entry)).toEqual(['_N_T_/riverside-toyota', 'site:riverside-toyota', 'vehicles:riverside-toyota']);
    expect(entryTags({ lastModified: 1, value: { kind: 'APP_PAGE' } })).toEqual([]);
  });

  it('is expired by a tag expired after the page was rendered, on any handler', async () => {
    const { expiredByTag } = await handlerModule();
    expect(await expiredByTag(entry, [expiries({})], 2_000)).toBe(false);
    expect(await expiredByTag(entry, [expiries({}), expiries({ 'vehicles:riverside-toyota': 1_500 })], 2_000)).toBe(true);
  });

  it('is not expired by an older expiry, another tenant\'s tag, an expiry still to come, or a handler that fails', async () => {
    const { expiredByTag } = await handlerModule();
    expect(await expiredByTag(entry, [expiries({ 'site:riverside-toyota': 900 })], 2_000)).toBe(false);
    expect(await expiredByTag(entry, [expiries({ 'vehicles:valley-used-cars': 1_500 })], 2_000)).toBe(false);
    expect(await expiredByTag(entry, [expiries({ 'site:riverside-toyota': 3_000 })], 2_000)).toBe(false);
    expect(await expiredByTag(entry, [{ getExpiration: () => Promise.reject(new Error('Redis is down')) }], 2_000)).toBe(false);
  });
});

describe('withHtmlBytes', () => {
  it('turns a page\'s HTML into its UTF-8 bytes once, leaving the rest of the entry as it was', async () => {
    const { withHtmlBytes } = await handlerModule();
    const value = page('site:riverside-toyota');
    const bytes = withHtmlBytes(value);
    expect(bytes?.html).toEqual(Buffer.from(HTML, 'utf8'));
    expect((bytes?.html as unknown as Buffer).toString('utf8')).toBe(HTML);
    expect(bytes).toMatchObject({ kind: 'APP_PAGE', rscData: value.rscData, headers: value.headers, status: 200 });
    expect(value.html).toBe(HTML);
    expect(withHtmlBytes(bytes)).toBe(bytes);
  });

  it('leaves other kinds of entry and empty entries alone', async () => {
    const { withHtmlBytes } = await handlerModule();
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}') };
    expect(withHtmlBytes(route)).toBe(route);
    expect(withHtmlBytes(null)).toBeNull();
  });
});

describe('withGzipCopy', () => {
  it('keeps a gzip copy beside the page\'s bytes that unzips to the very same page', async () => {
    const { withGzipCopy } = await handlerModule();
    const value = page('site:riverside-toyota');
    const stored = await withGzipCopy(value);
    expect(stored?.html).toEqual(Buffer.from(HTML, 'utf8'));
    expect(gunzipSync(stored!.htmlGzip!).toString('utf8')).toBe(HTML);
    expect(stored).toMatchObject({ kind: 'APP_PAGE', rscData: value.rscData, headers: value.headers, status: 200 });
    // A page that has its copy already is not compressed again.
    expect(await withGzipCopy(stored)).toBe(stored);
  });

  it('compresses a real page\'s HTML to a fraction of its size', async () => {
    const { withGzipCopy } = await handlerModule();
    const rows = Array.from({ length: 400 }, (_, i) => `<li class="card"><a href="/cars/${i}">Toyota Corolla ${i} · $${20_000 + i}</a></li>`).join('');
    const stored = await withGzipCopy({ ...page('site:riverside-toyota'), html: `<!DOCTYPE html><ul>${rows}</ul>` });
    const raw = (stored!.html as Buffer).length;
    expect(stored!.htmlGzip!.length).toBeLessThan(raw / 5);
  });

  it('leaves other kinds of entry and empty entries alone', async () => {
    const { withGzipCopy } = await handlerModule();
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}') };
    expect(await withGzipCopy(route)).toBe(route);
    expect(await withGzipCopy(null)).toBeNull();
  });
});

describe('the route cache handler', () => {
  // The in-memory LRU every handler instance shares (Next's, created by the first handler).
  const memoryCache = () => (require('next/dist/server/lib/incremental-cache/memory-cache.external.js') as { getMemoryCache: (size: number) => { currentSize: number } }).getMemoryCache(10 * 1024 * 1024);
  const handlersSet = Symbol.for('@next/cache-handlers-set');
  const globals = globalThis as { [handlersSet]?: Set<TagSource> };
  const expired: Record<string, number> = {};
  const noDisk = { existsSync: () => false, readFile: () => Promise.reject(new Error('ENOENT')), stat: () => Promise.reject(new Error('ENOENT')) };
  const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
  beforeEach(() => {
    globals[handlersSet] = new Set([expiries(expired)]);
  });
  afterEach(() => {
    delete globals[handlersSet];
    vi.restoreAllMocks();
  });

  it('serves a page until one of its tags expires, then misses so the next request renders afresh', async () => {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota-${Math.random()}`;
    const sizeBefore = memoryCache().currentSize;
    await handler.set(key, page('site:riverside-toyota,vehicles:riverside-toyota'), { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    const hit = await handler.get(key, ctx);
    expect(hit?.value?.html).toEqual(Buffer.from(HTML, 'utf8'));
    expect(gunzipSync(hit!.value!.htmlGzip!).toString('utf8')).toBe(HTML);
    // The memory limit counts the gzip copy beside the bytes (patched Next's size of an entry).
    expect(memoryCache().currentSize - sizeBefore).toBe(key.length + Buffer.byteLength(HTML) + hit!.value!.htmlGzip!.length + RSC.length);

    expired['vehicles:valley-used-cars'] = Date.now();
    expect((await handler.get(key, ctx))?.value).toMatchObject({ kind: 'APP_PAGE' });
    // The same stored entry answers every hit: no copy or conversion per request.
    expect((await handler.get(key, ctx))?.value?.html).toBe(hit?.value?.html);

    const expiry = Date.now() + 1;
    expired['vehicles:riverside-toyota'] = expiry;
    // The clock moves past the expiry (no sleep); the page rendered afresh below is stored after it.
    vi.spyOn(Date, 'now').mockReturnValue(expiry + 5);
    expect(await handler.get(key, ctx)).toBeNull();

    // The page rendered afresh after the change is served in turn.
    await handler.set(key, page('site:riverside-toyota,vehicles:riverside-toyota'), { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    expect((await handler.get(key, ctx))?.value).toMatchObject({ kind: 'APP_PAGE' });
  });

  it("tells the front door which entry answered a request, and that answer's freshness follows the handler's", async () => {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota-${Math.random()}`;
    const stored = { ...ctx, cacheControl: { revalidate: 900, expire: undefined } };
    await handler.set(key, page('site:riverside-toyota'), stored);
    const answered = async () => {
      let hit: Promise<Entry | null> = Promise.resolve(null);
      const served = probeRequest(() => void (hit = handler.get(key, ctx)));
      expect(await hit).not.toBeNull();
      return served.stillFresh!;
    };
    // Outside a probed request nothing is noted (Next's own lookups, other requests).
    expect(probeRequest(() => undefined).stillFresh).toBeUndefined();

    const byTag = await answered();
    expect(await byTag()).toBe(true);
    const expiry = Date.now() + 1;
    expired['site:riverside-toyota'] = expiry;
    vi.spyOn(Date, 'now').mockReturnValue(expiry + 5);
    expect(await byTag()).toBe(false);

    // A page rendered afresh replaces the entry: an answer taken from the old one is not given again.
    await handler.set(key, page('site:riverside-toyota'), stored);
    const byVersion = await answered();
    expect(await byVersion()).toBe(true);
    await handler.set(key, page('site:riverside-toyota'), stored);
    expect(await byVersion()).toBe(false);
  });

  it('does not keep a page whose data changed while it rendered: the next request renders afresh', async () => {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota/cars/corolla-${Math.random()}`;
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start);
    expect(await handler.get(key, ctx)).toBeNull();
    // A price change commits and expires the car's tag while the page (read before it) renders.
    expired['vehicle:riverside-toyota:corolla'] = start + 10;
    vi.spyOn(Date, 'now').mockReturnValue(start + 20);
    await handler.set(key, page('site:riverside-toyota,vehicle:riverside-toyota:corolla'), { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    expect(await handler.get(key, ctx)).toBeNull();
    // Rendered again after the change, it is kept.
    vi.spyOn(Date, 'now').mockReturnValue(start + 30);
    await handler.set(key, page('site:riverside-toyota,vehicle:riverside-toyota:corolla'), { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    expect((await handler.get(key, ctx))?.value).toMatchObject({ kind: 'APP_PAGE' });
  });

  /** Stores a page of the given HTML through a new handler and reads back the HTML it serves. */
  async function storedHtml(html: string): Promise<string> {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota/page-${Math.random()}`;
    await handler.set(key, { ...page('site:riverside-toyota'), html }, { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    return ((await handler.get(key, ctx))?.value?.html as Buffer).toString('utf8');
  }

  it('keeps a page with the CSS rules its HTML uses, the whole stylesheet linked after load', async () => {
    const html = await storedHtml('<html><head><style data-precedence="next" data-href="/_next/static/chunks/s.css">@layer utilities{.flex{display:flex}.grid{display:grid}}</style></head><body><div class="flex"></div></body></html>');
    expect(html).toContain('@layer utilities{.flex{display:flex}}</style>');
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/s.css"></noscript></head>');
  });

  it('keeps a page with its code started after its largest paint', async () => {
    const html = await storedHtml('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>Home</h1></body></html>');
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(deferredScripts(html)).toEqual({ scripts: ['/_next/static/chunks/a.js'], preloads: [] });
  });

  it('does not keep 404 pages, so addresses nobody has a page at never push real pages out', async () => {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota/cars/no-such-car-${Math.random()}`;
    const sizeBefore = memoryCache().currentSize;
    expect(await handler.get(key, ctx)).toBeNull();
    await handler.set(key, { ...page('site:riverside-toyota'), status: 404 }, { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    expect(await handler.get(key, ctx)).toBeNull();
    expect(memoryCache().currentSize).toBe(sizeBefore);
  });

  it('misses a page from the moment its deadline passes (an offer it shows ends), with no expiry of any tag', async () => {
    const { default: RouteCacheHandler } = await handlerModule();
    const handler = new RouteCacheHandler({ fs: noDisk, serverDistDir: '/nowhere', maxMemoryCacheSize: 10 * 1024 * 1024, flushToDisk: false, revalidatedTags: [] });
    const key = `/riverside-toyota/-plain/special-offers-${Math.random()}`;
    const ends = Math.floor(Date.now() / 1000) + 3600;
    await handler.set(key, page(`site:riverside-toyota,listings:riverside-toyota,${deadlineTag(ends)}`), { ...ctx, cacheControl: { revalidate: 900, expire: undefined } });
    vi.spyOn(Date, 'now').mockReturnValue(ends * 1000 - 1);
    expect((await handler.get(key, ctx))?.value).toMatchObject({ kind: 'APP_PAGE' });
    vi.spyOn(Date, 'now').mockReturnValue(ends * 1000);
    expect(await handler.get(key, ctx)).toBeNull();
  });
});
