import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-tokens';
import { errors } from './gotrue-errors';
import { findUserById, userJson, type StoredUser } from './users';

/**
 * GoTrue's `GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`: a refresh token used a second time
 * within this window (two tabs refreshing at once) gets the session's current token back; later
 * reuse is treated as theft and ends the whole session.
 */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(24).toString('base64url');

export type SessionContext = { db: Kysely<Database>; siteSlug: string; issuer: string; now: Date };

async function sessionJson(ctx: SessionContext, user: StoredUser, sessionId: string, signedInAt: Date, refreshToken: string) {
  const { token, expiresAt } = await signAccessToken(ctx.db, ctx.issuer, user, sessionId, signedInAt, ctx.now);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** A new session for a user who just proved their phone: the answer of POST /verify. */
export async function startSession(ctx: SessionContext, user: StoredUser) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('auth_sessions').values({ id: sessionId, site_slug: ctx.siteSlug, user_id: user.id, created_at: ctx.now, updated_at: ctx.now }).execute();
    await trx.insertInto('auth_refresh_tokens').values({ session_id: sessionId, token_hash: hashToken(refreshToken), created_at: ctx.now, updated_at: ctx.now }).execute();
  });
  return sessionJson(ctx, user, sessionId, ctx.now, refreshToken);
}

/** POST /token?grant_type=refresh_token: rotates a single-use refresh token. */
export async function refreshSession(ctx: SessionContext, refreshToken: string) {
  const found = await ctx.db.selectFrom('auth_refresh_tokens')
    .innerJoin('auth_sessions', 'auth_sessions.id', 'auth_refresh_tokens.session_id')
    .select(['auth_refresh_tokens.id', 'auth_refresh_tokens.revoked', 'auth_refresh_tokens.updated_at', 'auth_refresh_tokens.session_id',
      'auth_sessions.user_id', 'auth_sessions.created_at as session_created_at'])
    .where('auth_refresh_tokens.token_hash', '=', hashToken(refreshToken))
    .where('auth_sessions.site_slug', '=', ctx.siteSlug)
    .executeTakeFirst();
  if (!found) throw errors.refreshNotFound();
  const user = await findUserById(ctx.db, ctx.siteSlug, found.user_id);
  if (!user) throw errors.refreshNotFound();

  const nextToken = newRefreshToken();
  const rotated = await ctx.db.transaction().execute(async (trx) => {
    // Revoke only if still live: of two parallel refreshes with one token, exactly one rotates it.
    const revoked = await trx.updateTable('auth_refresh_tokens').set({ revoked: true, updated_at: ctx.now })
      .where('id', '=', found.id).where('revoked', '=', false).executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) return false;
    await trx.insertInto('auth_refresh_tokens').values({ session_id: found.session_id, token_hash: hashToken(nextToken), parent_id: found.id, created_at: ctx.now, updated_at: ctx.now }).execute();
    await trx.updateTable('auth_sessions').set({ updated_at: ctx.now }).where('id', '=', found.session_id).execute();
    return true;
  });
  if (rotated) return sessionJson(ctx, user, found.session_id, found.session_created_at, nextToken);

  const usedSeconds = (ctx.now.getTime() - found.updated_at.getTime()) / 1000;
  if (usedSeconds <= REFRESH_REUSE_INTERVAL_SECONDS) {
    // The concurrent-refresh case: hand out a fresh child of the same parent rather than the
    // sibling's token (only its hash is stored), keeping the family a single line.
    const child = newRefreshToken();
    await ctx.db.insertInto('auth_refresh_tokens').values({ session_id: found.session_id, token_hash: hashToken(child), parent_id: found.id, created_at: ctx.now, updated_at: ctx.now }).execute();
    return sessionJson(ctx, user, found.session_id, found.session_created_at, child);
  }
  // A refresh token replayed after its window: someone else may hold it. End the session.
  await ctx.db.deleteFrom('auth_sessions').where('id', '=', found.session_id).execute();
  throw errors.refreshUsed();
}

export async function sessionExists(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  return (await db.selectFrom('auth_sessions').select('id').where('id', '=', sessionId).executeTakeFirst()) !== undefined;
}

/** POST /logout?scope=: global ends every session of the user, local this one, others the rest. */
export async function endSessions(db: Kysely<Database>, userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (scope === 'local') query = query.where('id', '=', sessionId);
  if (scope === 'others') query = query.where('id', '<>', sessionId);
  await query.execute();
}
