import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { errors, type StripeApiError } from './stripe-errors';

/**
 * Stripe's idempotent requests (docs.stripe.com/api/idempotent_requests): a POST with an
 * `Idempotency-Key` runs once; a retry with the same key and parameters replays the first
 * response (with `Idempotent-Replayed: true`), the same key with other parameters is a 400
 * idempotency_error, and a retry while the first is still running is a 409. Keys last 24 hours
 * and belong to one API key. Results are saved only once the endpoint started executing:
 * parameter errors and server errors are not saved, so a corrected retry can use the same key.
 */
export const KEY_LIFETIME_MS = 24 * 3600_000;
const MAX_KEY_LENGTH = 255;

export type Claim =
  | { kind: 'new' }
  | { kind: 'replay'; status: number; body: Record<string, unknown> };

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Parameters compared as values, whatever order the client wrote them in. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

export function fingerprint(method: string, path: string, params: unknown): string {
  return hash(`${method} ${path} ${canonical(params)}`);
}

export async function claimKey(db: Kysely<Database>, apiKey: string, key: string, print: string, now: Date): Promise<Claim> {
  if (key.length > MAX_KEY_LENGTH) throw errors.invalid('Idempotency-Key', `Idempotency-Key must be at most ${MAX_KEY_LENGTH} characters long.`, 'idempotency_key_too_long');
  const apiKeyHash = hash(apiKey);
  await db.deleteFrom('local_stripe_idempotency').where('api_key_hash', '=', apiKeyHash).where('key', '=', key)
    .where('created_at', '<', new Date(now.getTime() - KEY_LIFETIME_MS)).execute();
  const inserted = await db.insertInto('local_stripe_idempotency').values({ api_key_hash: apiKeyHash, key, fingerprint: print, created_at: now })
    .onConflict((oc) => oc.columns(['api_key_hash', 'key']).doNothing()).returning('key').executeTakeFirst();
  if (inserted) return { kind: 'new' };
  const row = await db.selectFrom('local_stripe_idempotency').select(['fingerprint', 'status', 'body'])
    .where('api_key_hash', '=', apiKeyHash).where('key', '=', key).executeTakeFirstOrThrow();
  if (row.fingerprint !== print) throw errors.idempotencyMismatch(key);
  if (row.status === null || row.body === null) throw errors.idempotencyInUse(key);
  return { kind: 'replay', status: row.status, body: row.body as Record<string, unknown> };
}

export async function saveResult(db: Kysely<Database>, apiKey: string, key: string, status: number, body: Record<string, unknown>): Promise<void> {
  await db.updateTable('local_stripe_idempotency').set({ status, body: JSON.stringify(body) })
    .where('api_key_hash', '=', hash(apiKey)).where('key', '=', key).execute();
}

/** Parameter and server errors leave no result: the key can be used again. */
export async function releaseKey(db: Kysely<Database>, apiKey: string, key: string): Promise<void> {
  await db.deleteFrom('local_stripe_idempotency').where('api_key_hash', '=', hash(apiKey)).where('key', '=', key).execute();
}

export const isSavedError = (error: StripeApiError) => error.status < 500 && !(error.extra.code ?? '').startsWith('parameter_') && error.type !== 'idempotency_error';
