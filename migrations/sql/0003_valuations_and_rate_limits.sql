-- Trade-in valuations (SPEC 3: offer_price, id, adjustment answers, rego, regoState, kms, lead_id).
-- offer_price is null when no online estimate is given (SPEC 9: generally none for cars over
-- 7 years or 100,000 km); accepted_at is set by the offer acceptance.
CREATE TABLE valuations (
  id                 uuid PRIMARY KEY,
  site_slug          text NOT NULL,
  lead_id            uuid NOT NULL REFERENCES leads (id),
  rego               text,
  rego_state         text,
  vehicle            jsonb NOT NULL,
  kms                integer NOT NULL,
  adjustment_answers jsonb NOT NULL,
  offer_price        numeric(12, 2),
  outcome            text NOT NULL CHECK (outcome IN ('offer', 'no-estimate')),
  reason             text,
  provider           text NOT NULL,
  accepted_at        timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX valuations_site_lead ON valuations (site_slug, lead_id);

-- Sliding-window rate limits (/api/rate-limit, /api/check-if-contact-exists). Keys are hashes of
-- the IP address or phone number, never the raw values.
CREATE TABLE rate_limit_events (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug  text NOT NULL,
  bucket     text NOT NULL,
  key_hash   text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX rate_limit_events_lookup ON rate_limit_events (bucket, key_hash, created_at);
