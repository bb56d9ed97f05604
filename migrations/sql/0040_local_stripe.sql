-- The embedded default of the payments port: the subset of Stripe's REST API the app's server
-- calls (PaymentIntents with manual capture, payment methods from Stripe's test cards, refunds,
-- events), served at /v1/* on the app's own origin so the official `stripe` SDK runs against it.
-- Objects are kept as Stripe's own JSON; every change to one happens under its row lock.
CREATE TABLE local_stripe_objects (
  id         text PRIMARY KEY,
  -- Stripe's `object` field: payment_intent, payment_method, refund.
  object     text NOT NULL,
  data       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Idempotency keys, as Stripe keeps them: per API key, 24 hours; the first request's parameters
-- and its response. A row without a response is a request still running (a second one gets 409).
CREATE TABLE local_stripe_idempotency (
  api_key_hash text NOT NULL,
  key          text NOT NULL,
  fingerprint  text NOT NULL,
  status       integer,
  body         jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (api_key_hash, key)
);

-- Events, and their webhook delivery: retried with backoff until the endpoint answers 2xx.
CREATE TABLE local_stripe_events (
  id              text PRIMARY KEY,
  seq             bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  type            text NOT NULL,
  data            jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status     integer
);

CREATE INDEX local_stripe_events_pending ON local_stripe_events (next_attempt_at) WHERE delivered_at IS NULL;

-- The processor's own settings (its webhook signing secret, made on first use).
CREATE TABLE local_stripe_settings (
  name  text PRIMARY KEY,
  value text NOT NULL
);
