import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

const cacheKey = Symbol.for('dealer.gotrue.signingKey');
type Holder = { [cacheKey]?: WeakMap<object, Promise<SigningKey>> };

async function loadOrCreate(db: Kysely<Database>): Promise<SigningKey> {
  const existing = await db.selectFrom('auth_signing_keys').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!existing) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
    // Two instances starting together race here; the first row wins and both read it back.
    await db.insertInto('auth_signing_keys')
      .values({ id: 1, kid, private_jwk: JSON.stringify(await exportJWK(privateKey)), public_jwk: JSON.stringify(publicJwk) })
      .onConflict((oc) => oc.column('id').doNothing()).execute();
    return loadOrCreate(db);
  }
  const privateKey = await importJWK(existing.private_jwk as JWK, 'ES256');
  if (!('type' in privateKey)) throw new Error('The stored signing key is not an ES256 key.');
  return { kid: existing.kid, privateKey, publicJwk: existing.public_jwk as JWK };
}

/**
 * The ES256 key the local GoTrue signs access tokens with, made once and kept in the database so
 * every instance signs and verifies with the same key (published at /.well-known/jwks.json).
 */
export function signingKey(db: Kysely<Database>): Promise<SigningKey> {
  const holder = globalThis as Holder;
  const cache = (holder[cacheKey] ??= new WeakMap());
  let key = cache.get(db);
  if (!key) {
    key = loadOrCreate(db);
    cache.set(db, key);
    key.catch(() => cache.delete(db));
  }
  return key;
}
