import { importJWK, jwtVerify, SignJWT, errors as joseErrors, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { errors } from './gotrue-errors';
import { signingKey } from './signing-keys';
import type { StoredUser } from './users';

/** GoTrue's default JWT expiry (`GOTRUE_JWT_EXP`): an hour; the refresh token keeps the session. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export type AccessClaims = JWTPayload & {
  sub: string;
  session_id: string;
  phone: string;
  role: string;
};

/** An access token with GoTrue's claims, signed ES256 with the key published in the JWKS. */
export async function signAccessToken(db: Kysely<Database>, issuer: string, user: StoredUser, sessionId: string, signedInAt: Date, now: Date): Promise<{ token: string; expiresAt: number }> {
  const key = await signingKey(db);
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    aud: 'authenticated',
    role: 'authenticated',
    email: '',
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    session_id: sessionId,
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: Math.floor(signedInAt.getTime() / 1000) }],
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(user.id)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key.privateKey);
  return { token, expiresAt };
}

/** The claims of a valid, unexpired access token of this GoTrue; GoTrue's bad_jwt error otherwise. */
export async function verifyAccessToken(db: Kysely<Database>, token: string, now: Date): Promise<AccessClaims> {
  const key = await signingKey(db);
  try {
    const publicKey = await importJWK(key.publicJwk, 'ES256');
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], audience: 'authenticated', currentDate: now });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw errors.badJwt('token is missing claims');
    return payload as AccessClaims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.badJwt('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JOSEError) throw errors.badJwt('token signature is invalid');
    throw error;
  }
}
