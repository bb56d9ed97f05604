-- Online payment (SPEC 2 /online-payment): a shopper pays an amount against the dealer's
-- reference (an invoice, the balance of a sale) by card, through the payments port, and gets a
-- receipt. One row per attempt: pending while the card is charged (or authenticated), then paid
-- or failed. The amount is the one the shopper confirmed, checked against what the processor
-- took before the payment counts as paid.
CREATE TABLE online_payments (
  id                uuid PRIMARY KEY,
  site_slug         text NOT NULL,
  -- The receipt number the shopper quotes (P-7K3M9Q2D), and what they paid against.
  receipt           text NOT NULL UNIQUE,
  dealer_reference  text NOT NULL,
  state             text NOT NULL CHECK (state IN ('pending', 'paid', 'failed')),
  amount_cents      integer NOT NULL CHECK (amount_cents BETWEEN 100 AND 10000000),
  currency          text NOT NULL DEFAULT 'aud',
  paid_at           timestamptz,
  failure           text,
  payment_intent_id text UNIQUE,
  -- The browser's key for this attempt (a double click or a retried request finds the same
  -- row) and the secret it holds to see its receipt, both hashed.
  idempotency_key   text NOT NULL,
  access_hash       text NOT NULL,
  -- Who paid: the signed-in shopper where there is one, and the receipt's name, email and mobile.
  user_id           uuid,
  name              text NOT NULL, email text NOT NULL, phone text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, idempotency_key)
);

CREATE INDEX online_payments_pending ON online_payments (created_at) WHERE state = 'pending';
