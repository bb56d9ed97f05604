import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T, string | T>;
type Numeric = ColumnType<string, number | string, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Tables of migrations/sql/0020_identity.sql and later identity migrations (shopper sign-in and watchlist, SPEC 6). */
export interface AuthUsersTable {
  id: string;
  site_slug: string;
  phone: string;
  phone_confirmed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  // Both default to '{}' in the table, so an insert may leave them out.
  user_metadata: ColumnType<Record<string, unknown>, string | Record<string, unknown> | undefined, string | Record<string, unknown>>;
  app_metadata: ColumnType<Record<string, unknown>, string | Record<string, unknown> | undefined, string | Record<string, unknown>>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthOtpCodesTable {
  id: string;
  site_slug: string;
  phone: string;
  code_hash: string;
  salt: string;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthSessionsTable {
  id: string;
  site_slug: string;
  user_id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthRefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  parent_id: string | null;
  revoked: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthSigningKeysTable {
  id: number;
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  public_jwk: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface VerificationsTable {
  id: Generated<string>;
  website_slug: string;
  dealership_slug: string | null;
  verification_type: 'sms' | 'verify';
  user_id: string | null;
  phone_hash: string;
  outcome: 'sent' | 'refused' | 'pending' | 'verified' | 'failed';
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SmsInboxTable {
  id: Generated<string>;
  site_slug: string;
  to_phone: string;
  body: string;
  kind: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** migrations/sql/0047_email_inbox.sql: the local email inbox (the email channel's embedded default). */
export interface EmailInboxTable {
  id: Generated<string>;
  site_slug: string;
  to_email: string;
  subject: string;
  body: string;
  kind: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface WatchlistTable {
  site_slug: string;
  user_id: string;
  phone: string;
  car_id: number;
  price_at_save: Numeric | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface WatchlistAlertsTable {
  id: Generated<string>;
  site_slug: string;
  user_id: string;
  phone: string;
  car_id: number;
  kind: 'price_drop' | 'reserved' | 'sold';
  old_price: Numeric | null;
  new_price: Numeric | null;
  alert_day: ColumnType<Date, Date | string, Date | string>;
  opt_out_token: Generated<string>;
  status: Generated<'pending' | 'sending' | 'sent' | 'skipped' | 'failed'>;
  attempts: Generated<number>;
  claimed_until: Date | null;
  /** The worker run holding the claim (migration 0023); only it may send the row or mark it done. */
  claim_token: Generated<string | null>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  sent_at: Date | null;
}

export interface WatchlistAlertOptOutsTable {
  site_slug: string;
  phone: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface IdentityTables {
  auth_users: AuthUsersTable;
  auth_otp_codes: AuthOtpCodesTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_signing_keys: AuthSigningKeysTable;
  verifications: VerificationsTable;
  sms_inbox: SmsInboxTable;
  email_inbox: EmailInboxTable;
  watchlist: WatchlistTable;
  watchlist_alerts: WatchlistAlertsTable;
  watchlist_alert_opt_outs: WatchlistAlertOptOutsTable;
}
