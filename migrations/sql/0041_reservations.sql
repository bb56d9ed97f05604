-- Reserve online (SPEC 1, 9): a refundable deposit holds a car for 48 hours.
--
-- A reservation is pending while its card is being authorised, held once the deposit is
-- authorised (never captured until the dealer converts it into a sale), and then converted,
-- released (by the shopper, the dealer or the expiry sweep) or failed (declined, abandoned).
-- One active (pending or held) reservation per car, enforced by a partial unique index, so two
-- shoppers racing for one car cannot both hold it, whichever instance serves them.
CREATE TABLE reservations (
  id                uuid PRIMARY KEY,
  reference         text NOT NULL UNIQUE,
  site_slug         text NOT NULL,
  vehicle_id        integer NOT NULL,
  state             text NOT NULL CHECK (state IN ('pending', 'held', 'converted', 'released', 'failed')),
  -- Cents, from the car's own amount or the site's default: never from the shopper's request.
  amount_cents      integer NOT NULL CHECK (amount_cents > 0),
  currency          text NOT NULL DEFAULT 'aud',
  payment_intent_id text UNIQUE,
  -- The shopper's key for this attempt: a double click or a retried request finds the same row.
  idempotency_key   text NOT NULL,
  -- A secret the shopper's browser holds to see and cancel the reservation (stored hashed).
  access_hash       text NOT NULL,
  user_id           uuid,
  name              text NOT NULL,
  email             text NOT NULL,
  phone             text NOT NULL,
  hold_hours        integer NOT NULL,
  hold_until        timestamptz,
  release_reason    text CHECK (release_reason IN ('shopper', 'dealer', 'expiry')),
  failure           text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, idempotency_key)
);

CREATE UNIQUE INDEX reservations_one_active_per_vehicle ON reservations (vehicle_id) WHERE state IN ('pending', 'held');
CREATE INDEX reservations_due ON reservations (hold_until) WHERE state = 'held';
CREATE INDEX reservations_pending ON reservations (created_at) WHERE state = 'pending';

-- Every state change, once: the payment event or action that caused it. A payment event applied
-- twice (a webhook replay) finds its id here and changes nothing.
CREATE TABLE reservation_changes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  from_state     text NOT NULL,
  to_state       text NOT NULL,
  cause          text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX reservation_changes_reservation ON reservation_changes (reservation_id);

CREATE TABLE payment_events_applied (
  event_id   text PRIMARY KEY,
  type       text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);

-- The dealer hears of each reservation as a lead (category Reservation) through the lead outbox;
-- the online purchase and online payment leads follow (SPEC 2 routes).
ALTER TABLE leads DROP CONSTRAINT leads_kind_check;
ALTER TABLE leads ADD CONSTRAINT leads_kind_check CHECK (kind IN ('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'service',
  'fleet', 'careers', 'parts', 'finance-enquiry', 'trade-in', 'offer-accepted', 'reservation', 'purchase', 'online-payment'));
