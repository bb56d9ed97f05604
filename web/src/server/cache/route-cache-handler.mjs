// @ts-check
/**
 * The handler of the full-route cache (next.config.ts `cacheHandler`): whole pages that are the
 * same for every shopper (the home page, ...), rendered on a tenant's first request and served
 * from here until a tag they were rendered from expires.
 *
 * It is Next's own file-system cache (build-time pages from disk, pages rendered at run time in
 * this process's memory; next.config.ts turns off writing them to disk, where they would outlive
 * a re-seeded database) with one thing added: an entry is a miss as soon as one of its tags was
 * expired in the 'use cache' handlers (use-cache-handler.mjs). Those are where every expiry
 * lands: revalidateTag (a publish), expireCacheTags (a vehicle change from this instance or from
 * the change log), and, with REDIS_URL, every other instance's. Next's own check of a route
 * entry's tags reads this process's tags only, and not at all once the entry has aged past its
 * revalidate time (it then serves the old page once more while it renders a new one); here an
 * expired tag always means the next request renders afresh. So does a deadline tag whose moment
 * has passed (deadline-tag.mjs: a page showing offers is a miss from the moment one ends).
 * Plain JavaScript because Next imports it at run time, outside the app's bundles.
 */
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { constants as zlibConstants, gzip } from 'node:zlib';
import { withCriticalCss } from './critical-css.mjs';
import { pastDeadline } from './deadline-tag.mjs';
import { withDeferredScripts } from './deferred-scripts.mjs';
import { notePageServed, notePageStored } from './served-page-probe.mjs';

const require = createRequire(import.meta.url);
/** @type {new (ctx: object) => { get: (key: string, ctx: object) => Promise<CacheEntry | null>; set: (key: string, data: CacheValue | null, ctx: object) => Promise<void> }} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/** @typedef {{ kind?: string; html?: unknown; htmlGzip?: Buffer; headers?: Record<string, unknown> }} CacheValue */
/** @typedef {{ lastModified?: number; value?: CacheValue | null }} CacheEntry */
/** @typedef {{ getExpiration: (tags: string[]) => Promise<number> }} TagSource */

// Next keeps the 'use cache' handlers it initialised at start-up on globalThis (next/dist/server/use-cache/handlers).
const handlersSetSymbol = Symbol.for('@next/cache-handlers-set');

/** @returns {TagSource[]} */
function tagSources() {
  const handlers = /** @type {Record<symbol, Set<TagSource> | undefined>} */ (/** @type {unknown} */ (globalThis))[handlersSetSymbol];
  return handlers ? [...handlers] : [];
}

/** @type {WeakMap<CacheEntry, string[]>} */
const tagsOfEntry = new WeakMap();

/**
 * The tags a whole page was rendered with: its path's implicit tags and every tag of the cached
 * parts it showed (Next joins them into this header of the entry). Read once per entry: a page
 * in the cache is asked for its tags on every hit.
 * @param {CacheEntry} entry
 * @returns {string[]}
 */
export function entryTags(entry) {
  let tags = tagsOfEntry.get(entry);
  if (!tags) {
    const header = entry.value?.headers?.['x-next-cache-tags'];
    tags = typeof header === 'string' && header ? header.split(',') : [];
    tagsOfEntry.set(entry, tags);
  }
  return tags;
}

/**
 * A page's HTML as UTF-8 bytes rather than a string. Next sends a cached page's string with
 * res.end(string) after hashing it for an ETag: per hit, a hash and a UTF-8 encoding of the
 * whole page (~190 KB; the encoding alone was a third of the server's CPU time under load, as
 * the page has a few non-ASCII characters). Bytes are written as they are, with no ETag (pages
 * are sent `no-store`, so no browser ever revalidates one), in one write with their
 * Content-Length (patched Next, send-payload). The RSC payload of the same entry is bytes already.
 * @template {CacheValue | null | undefined} V
 * @param {V} value
 * @returns {V}
 */
export function withHtmlBytes(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  return { ...value, html: Buffer.from(value.html, 'utf8') };
}

const gzipBytes = promisify(gzip);

/**
 * A page's bytes with a gzip copy beside them (`htmlGzip`), made once as the page is stored:
 * browsers ask for pages with `Accept-Encoding: gzip, ...`, and Next would otherwise compress the
 * ~190 KB again on every hit. Patched Next (patches/next@16.4.6.patch, send-payload) sends the
 * copy as it is to a client that accepts gzip, and counts it in the cache's memory limit. Made on
 * zlib's thread pool, at the best compression: once per rendered page, so the smallest copy.
 * @template {CacheValue | null | undefined} V
 * @param {V} value
 * @returns {Promise<V>}
 */
export async function withGzipCopy(value) {
  const bytes = withHtmlBytes(value);
  if (bytes?.kind !== 'APP_PAGE' || !Buffer.isBuffer(bytes.html) || bytes.htmlGzip) return bytes;
  return { ...bytes, htmlGzip: await gzipBytes(bytes.html, { level: zlibConstants.Z_BEST_COMPRESSION }) };
}

/**
 * A page's HTML as the cache keeps it: its inline stylesheets cut to the rules it uses
 * (critical-css.mjs), and its code started after its largest paint (deferred-scripts.mjs).
 * @template {CacheValue | null | undefined} V
 * @param {V} value
 * @returns {V}
 */
export function withKeptHtml(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  return { ...value, html: withDeferredScripts(withCriticalCss(value.html)) };
}

/** @type {WeakMap<CacheEntry, CacheEntry>} */
const servedEntries = new WeakMap();

/**
 * The entry as served: its HTML as bytes (entries this handler stored have bytes already; one
 * read from elsewhere is converted once and remembered for as long as it is cached).
 * @param {CacheEntry} entry
 * @returns {CacheEntry}
 */
function served(entry) {
  if (typeof entry.value?.html !== 'string' || entry.value.kind !== 'APP_PAGE') return entry;
  let copy = servedEntries.get(entry);
  if (!copy) {
    copy = { ...entry, value: withHtmlBytes(entry.value) };
    servedEntries.set(entry, copy);
  }
  return copy;
}

/**
 * Whether a tag of the entry was expired after the entry was rendered (and the expiry is due).
 * A handler that cannot answer (Redis down) counts as no expiry, as the 'use cache' entries do.
 * @param {CacheEntry} entry
 * @param {TagSource[]} sources
 * @param {number} now
 */
export async function expiredByTag(entry, sources, now = Date.now()) {
  const tags = entryTags(entry);
  if (tags.length === 0 || sources.length === 0) return false;
  const rendered = entry.lastModified ?? 0;
  const expirations = await Promise.all(sources.map((source) => source.getExpiration(tags).catch(() => 0)));
  return expirations.some((expiredAt) => expiredAt > rendered && expiredAt <= now);
}

/**
 * When each page now rendering was found missing: its render read the data from then on. Next
 * stamps an entry with the moment it is stored, after the render and the gzip copy, so a change
 * committed (and its tag expired) while the page rendered would otherwise count as older than the
 * page, which would then show the old data until the next change. Bounded: a render that fails is
 * never stored, and its key stays here until pushed out.
 * @type {Map<string, number>}
 */
const missedAt = new Map();
const MISSES_KEPT = 10_000;

/** @param {string} key */
function noteMiss(key, now = Date.now()) {
  // The earliest miss of concurrent requests for one page (Next renders it once for all of them).
  if (missedAt.has(key)) return;
  if (missedAt.size >= MISSES_KEPT) missedAt.delete(/** @type {string} */ (missedAt.keys().next().value));
  missedAt.set(key, now);
}

/**
 * Whether an entry shows data older than it may: its deadline has passed, or one of its tags
 * expired after it was rendered (`lastModified`).
 * @param {CacheEntry} entry
 */
async function isStale(entry, sources = tagSources(), now = Date.now()) {
  return pastDeadline(entryTags(entry), now) || (await expiredByTag(entry, sources, now));
}

/**
 * A 404 page is not kept: every address a scanner tries would take a place in the cache and push
 * out the pages shoppers ask for.
 * @param {CacheValue | null} value
 */
const isNotFoundPage = (value) => value?.kind === 'APP_PAGE' && /** @type {{ status?: number }} */ (value).status === 404;

export default class RouteCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {object} ctx
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || (await isStale(entry))) {
      noteMiss(key);
      return null;
    }
    // The front door may give this answer again without asking Next, as long as it stays fresh.
    if (entry.value?.kind === 'APP_PAGE') notePageServed(key, () => isStale(entry));
    return served(entry);
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {object} ctx
   */
  async set(key, data, ctx) {
    notePageStored(key);
    const renderStarted = missedAt.get(key) ?? Date.now();
    missedAt.delete(key);
    if (isNotFoundPage(data)) return;
    // Kept as withKeptHtml writes it, as bytes and their gzip copy: what is sent per hit, and
    // what the memory limit counts.
    const stored = await withGzipCopy(withKeptHtml(data));
    // Not kept when a tag it shows expired while it rendered (from the miss on, the gzip included).
    if (stored?.kind === 'APP_PAGE' && (await isStale({ lastModified: renderStarted, value: stored }))) return;
    return super.set(key, stored, ctx);
  }
}
