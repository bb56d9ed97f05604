import { afterAll, describe, expect, it, vi } from 'vitest';
import { deadlineTag } from './cache-tags';

/**
 * The 'use cache' handler the server starts with (use-cache-handler.mjs): Next's in-memory one
 * by default, Redis with REDIS_URL. Both keep an entry until one of its tags is expired, and on
 * Redis a second instance (a second import of the handler) sees the entry and the expiry.
 */
type Entry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };
type Handler = {
  get: (key: string, softTags: string[]) => Promise<Entry | undefined>;
  set: (key: string, entry: Promise<Entry>) => Promise<void>;
  updateTags: (tags: string[], durations?: { expire?: number }) => Promise<void>;
};

async function loadHandler(redisUrl: string | undefined): Promise<Handler> {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', redisUrl ?? '');
  try {
    // Plain JavaScript without types (Next imports it at run time); `as string` keeps tsc from resolving it.
    return ((await import('./use-cache-handler.mjs' as string)) as { default: Handler }).default;
  } finally {
    vi.unstubAllEnvs();
  }
}

const entry = (text: string, tags: string[]): Entry => ({
  value: new Blob([text]).stream(),
  tags,
  stale: 300,
  // Rendered a moment ago (Next's in-memory handler compares the expiry with the entry's time).
  timestamp: Date.now() - 1_000,
  expire: 3600,
  revalidate: 900,
});

/** What a request would be served: nothing for a missing entry or one marked for revalidation (-1). */
const read = async (handler: Handler, key: string) => {
  const hit = await handler.get(key, []);
  return hit && hit.revalidate >= 0 ? new Response(hit.value).text() : undefined;
};

const redisUrl = process.env.TEST_REDIS_URL;
const targets: [string, string | undefined][] = [['memory (embedded default)', undefined]];
if (redisUrl) targets.push(['Redis', redisUrl]);
else console.info('use-cache handler on Redis: skipped, TEST_REDIS_URL is not set (.ci/run sets it)');

describe.each(targets)('the use-cache handler on %s', (_name, url) => {
  const key = `use-cache-handler-test:${Date.now()}:${Math.random()}`;
  const tag = `vehicle:test-site:${key}`;
  afterAll(() => vi.unstubAllEnvs());

  it('serves an entry until one of its tags is expired, on every instance', async () => {
    const first = await loadHandler(url);
    // Redis: a second instance of the app, with its own connection; in memory the same process.
    const second = url ? await loadHandler(url) : first;
    await first.set(key, Promise.resolve(entry('$48,990', [tag, 'site:test-site'])));
    expect(await read(first, key)).toBe('$48,990');
    expect(await read(second, key)).toBe('$48,990');

    await first.updateTags([tag], { expire: 0 });
    expect(await read(second, key)).toBeUndefined();
    expect(await read(first, key)).toBeUndefined();
  });

  it('leaves out an entry whose deadline has passed (an offer it shows ended), on every instance', async () => {
    const first = await loadHandler(url);
    const second = url ? await loadHandler(url) : first;
    const soon = Math.floor(Date.now() / 1000) + 60;
    const ending = `${key}:ending`;
    await first.set(ending, Promise.resolve(entry('Free tinting', ['site:test-site', deadlineTag(soon)])));
    await first.set(`${key}:standing`, Promise.resolve(entry('Free servicing', ['site:test-site', deadlineTag(soon + 3600)])));
    expect(await read(second, ending)).toBe('Free tinting');
    // The clock reaches the deadline (no sleep).
    vi.spyOn(Date, 'now').mockReturnValue(soon * 1000);
    try {
      expect(await read(first, ending)).toBeUndefined();
      expect(await read(second, ending)).toBeUndefined();
      expect(await read(second, `${key}:standing`)).toBe('Free servicing');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
