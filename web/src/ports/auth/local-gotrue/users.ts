import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';

export type StoredUser = {
  id: string;
  site_slug: string;
  phone: string;
  phone_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  user_metadata: Record<string, unknown>;
  app_metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
};

export async function findUser(db: Kysely<Database>, siteSlug: string, phone: string): Promise<StoredUser | null> {
  return (await db.selectFrom('auth_users').selectAll().where('site_slug', '=', siteSlug).where('phone', '=', phone).executeTakeFirst()) ?? null;
}

export async function findUserById(db: Kysely<Database>, siteSlug: string, id: string): Promise<StoredUser | null> {
  return (await db.selectFrom('auth_users').selectAll().where('site_slug', '=', siteSlug).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** GoTrue's /otp with create_user: a new phone becomes a user carrying the metadata sent with it. */
export async function createUser(db: Kysely<Database>, siteSlug: string, phone: string, metadata: Record<string, unknown>, now: Date): Promise<StoredUser> {
  await db.insertInto('auth_users')
    .values({ id: randomUUID(), site_slug: siteSlug, phone, user_metadata: JSON.stringify(metadata), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['site_slug', 'phone']).doNothing()).execute();
  const user = await findUser(db, siteSlug, phone);
  if (!user) throw new Error('The user could not be created.');
  return user;
}

export async function markSignedIn(db: Kysely<Database>, user: StoredUser, now: Date): Promise<StoredUser> {
  return db.updateTable('auth_users')
    .set({ phone_confirmed_at: user.phone_confirmed_at ?? now, last_sign_in_at: now, updated_at: now })
    .where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

/** The user object of GoTrue's answers (GET /user, and `user` of a session). */
export function userJson(user: StoredUser) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: { sub: user.id, phone: user.phone, email_verified: false, phone_verified: user.phone_confirmed_at !== null },
    provider: 'phone',
    last_sign_in_at: iso(user.last_sign_in_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: '',
    phone: user.phone,
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.phone_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: [identity],
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    is_anonymous: false,
  };
}
