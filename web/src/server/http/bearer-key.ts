import { createHash, timingSafeEqual } from 'node:crypto';

// Comparing digests keeps the comparison constant-time whatever the key lengths.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <key>`; an unset key admits nobody. */
export function hasBearerKey(request: Request, key: string | undefined): boolean {
  const header = request.headers.get('authorization');
  if (!key || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(key));
}
