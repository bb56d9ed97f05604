import { expect } from '@playwright/test';
import { hostRequest, type HttpResult } from './http';

/** Whether the route cache served the page (`HIT`), rendered it (`MISS`), or it is rendered per request (none). */
export const cacheState = (res: HttpResult) => res.headers['x-nextjs-cache'];

/** Asks until the page is in the cache (the first request of a cold server renders it). */
export async function cachedPage(host: string, path: string, headers: Record<string, string> = {}): Promise<HttpResult> {
  await hostRequest(host, 'GET', path, undefined, headers);
  const res = await hostRequest(host, 'GET', path, undefined, headers);
  expect(res.status, path).toBe(200);
  return res;
}
