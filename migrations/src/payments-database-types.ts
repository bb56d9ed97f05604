import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T, string | T>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Tables of migrations/sql/0040_local_stripe.sql: the local payment processor (Stripe's protocol). */
export interface LocalStripeObjectsTable {
  id: string;
  object: string;
  data: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date | string>;
}

export interface LocalStripeIdempotencyTable {
  api_key_hash: string;
  key: string;
  fingerprint: string;
  status: number | null;
  body: Json<Record<string, unknown>> | null;
  created_at: Defaulted<Date | string>;
}

export interface LocalStripeEventsTable {
  id: string;
  seq: Generated<string>;
  type: string;
  data: Json<Record<string, unknown>>;
  created_at: Defaulted<Date | string>;
  delivered_at: Timestamp | null;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<Date | string>;
  last_status: number | null;
}

export interface LocalStripeSettingsTable {
  name: string;
  value: string;
}

export interface PaymentsTables {
  local_stripe_objects: LocalStripeObjectsTable;
  local_stripe_idempotency: LocalStripeIdempotencyTable;
  local_stripe_events: LocalStripeEventsTable;
  local_stripe_settings: LocalStripeSettingsTable;
}
