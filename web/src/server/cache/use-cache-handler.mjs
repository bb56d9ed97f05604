// @ts-check
/**
 * The handler of every 'use cache' entry (next.config.ts `cacheHandlers`), chosen when the server
 * starts. With REDIS_URL: entries and tag expiries live in Redis, so several instances share one
 * cache and a tag expired on one instance is expired on all (the page cache row of DESIGN.md's
 * port table). Without it (the embedded default): Next's own in-memory handler, one per process.
 * Either way an entry carrying a deadline tag that has passed is missing (deadline-tag.mjs): a
 * cached part showing offers is rendered afresh from the moment one of them ends or starts.
 * Plain JavaScript because Next imports it at run time, outside the app's bundles.
 */
import { pastDeadline } from './deadline-tag.mjs';

const redisUrl = process.env.REDIS_URL?.trim();
// Deployments (or test runs) sharing one Redis keep their caches apart with a prefix of their own.
const keyPrefix = process.env.REDIS_CACHE_PREFIX?.trim() || 'dealer:';

/** @param {string} url */
async function redisHandler(url) {
  const { default: Redis } = await import('ioredis');
  const { createRedisDataCacheHandler } = await import('@mrjasonroy/cache-components-cache-handler');
  // A broken Redis must not stop pages: commands give up after one retry and the handler treats a
  // failure as a miss (the page renders afresh).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  return createRedisDataCacheHandler({
    // ioredis names its hash commands in lower case; the handler asks for node-redis's names.
    redis: {
      get: (key) => redis.get(key),
      set: (key, value, ...args) => redis.set(key, value, .../** @type {['EX', number]} */ (args)),
      del: (...keys) => redis.del(...keys),
      exists: (...keys) => redis.exists(...keys),
      ttl: (key) => redis.ttl(key),
      hGet: (key, field) => redis.hget(key, field),
      hSet: (key, field, value) => redis.hset(key, field, value),
      hGetAll: (key) => redis.hgetall(key),
    },
    keyPrefix: `${keyPrefix}use-cache:`,
    tagPrefix: `${keyPrefix}use-cache-tags:`,
  });
}

async function memoryHandler() {
  const { createDefaultCacheHandler } = await import('next/dist/server/lib/cache-handlers/default.js');
  return createDefaultCacheHandler(50 * 1024 * 1024);
}

/**
 * The handler with entries past their deadline left out.
 * @template {{ get: (key: string, softTags: string[]) => Promise<{ tags?: string[] } | undefined> }} H
 * @param {H} handler
 * @returns {H}
 */
export function withDeadlines(handler) {
  return {
    ...handler,
    get: async (key, softTags) => {
      const entry = await handler.get(key, softTags);
      return entry && pastDeadline(entry.tags, Date.now()) ? undefined : entry;
    },
  };
}

export default withDeadlines(redisUrl ? await redisHandler(redisUrl) : await memoryHandler());
