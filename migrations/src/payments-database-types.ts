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

export interface PaymentsTables extends ReservationTables {
  local_stripe_objects: LocalStripeObjectsTable;
  local_stripe_idempotency: LocalStripeIdempotencyTable;
  local_stripe_events: LocalStripeEventsTable;
  local_stripe_settings: LocalStripeSettingsTable;
}

/** Tables of migrations/sql/0041_reservations.sql (reserve online, SPEC 9). */
/** What every card attempt of a shopper keeps (a reservation's deposit, an online payment). */
export interface CardAttemptColumns {
  id: string;
  site_slug: string;
  amount_cents: number;
  currency: Defaulted<string>;
  payment_intent_id: string | null;
  /** The browser's key for the attempt and its proof of access, both hashed. */
  idempotency_key: string;
  access_hash: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string;
  failure: string | null;
  created_at: Defaulted<Date | string>;
  updated_at: Defaulted<Date | string>;
}

export interface ReservationsTable extends CardAttemptColumns {
  reference: string;
  vehicle_id: number;
  state: 'pending' | 'held' | 'converted' | 'released' | 'failed';
  hold_hours: number;
  hold_until: Timestamp | null;
  release_reason: 'shopper' | 'dealer' | 'expiry' | null;
}

export interface ReservationChangesTable {
  id: Generated<string>;
  reservation_id: string;
  from_state: string;
  to_state: string;
  cause: string;
  created_at: Defaulted<Date | string>;
}

export interface PaymentEventsAppliedTable {
  event_id: string;
  type: string;
  applied_at: Defaulted<Date | string>;
}

/** migrations/sql/0042_checkout_journeys.sql (buy online, SPEC 2 /checkout-journey). */
export interface CheckoutJourneysTable {
  id: string;
  site_slug: string;
  vehicle_id: number;
  shopper_key: string;
  step: Defaulted<number>;
  data: Json<Record<string, unknown>>;
  reservation_id: string | null;
  created_at: Defaulted<Date | string>;
  updated_at: Defaulted<Date | string>;
}

/** migrations/sql/0045_online_payments.sql (SPEC 2 /online-payment). */
export interface OnlinePaymentsTable extends CardAttemptColumns {
  receipt: string;
  dealer_reference: string;
  state: 'pending' | 'paid' | 'failed';
  paid_at: Timestamp | null;
}

/** migrations/sql/0046_reservation_waitlist.sql ("Tell me if it comes back"). */
export interface ReservationWaitlistTable {
  id: Generated<string>;
  site_slug: string;
  vehicle_id: number;
  user_id: string;
  phone: string;
  state: Defaulted<'waiting' | 'notified' | 'closed'>;
  created_at: Defaulted<Date | string>;
  notified_at: Timestamp | null;
}

export interface ReservationTables {
  reservation_waitlist: ReservationWaitlistTable;
  online_payments: OnlinePaymentsTable;
  checkout_journeys: CheckoutJourneysTable;
  reservations: ReservationsTable;
  reservation_changes: ReservationChangesTable;
  payment_events_applied: PaymentEventsAppliedTable;
}
