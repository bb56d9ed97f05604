-- Leads: every enquiry a shopper sends, stored before anything is sent anywhere (SPEC 7).
-- A lead belongs to one tenant (site_slug); the same idempotency key within a tenant is the same
-- lead, so a double click or a retried request never creates a second one.
CREATE TABLE leads (
  id                uuid PRIMARY KEY,
  site_slug         text NOT NULL,
  kind              text NOT NULL CHECK (kind IN ('enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact', 'service',
                      'fleet', 'careers', 'parts', 'finance-enquiry', 'trade-in', 'offer-accepted')),
  idempotency_key   text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 200),
  category          text NOT NULL,
  subcategory       text,
  source            text NOT NULL DEFAULT 'Website',
  -- The validated form values (userData), vehicle fields refilled from the tenant's stock.
  user_data         jsonb NOT NULL,
  -- Normalised phone (0412345678): /api/check-if-contact-exists looks it up within the tenant.
  phone             text,
  url               text,
  user_agent        text,
  car_id            integer,
  car_dealership_id integer,
  dealership_slug   text,
  location_slug     text,
  tags              jsonb NOT NULL DEFAULT '[]',
  -- Browser-session context: visited_pages, linked_query_params.
  lead_attributes   jsonb NOT NULL DEFAULT '{}',
  -- The lead this one follows up (an accepted offer points at its valuation lead).
  parent_lead_id    uuid REFERENCES leads (id),
  -- Filled honeypot: kept for the record, never delivered to the dealer.
  spam              boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, idempotency_key)
);

CREATE INDEX leads_site_created ON leads (site_slug, created_at DESC);
CREATE INDEX leads_site_phone ON leads (site_slug, phone);

-- The outbox: one row per lead and destination (a CRM webhook, the local inbox), written in the
-- same transaction as the lead. A worker claims due rows with a lease (claim_token, claimed_until),
-- so a worker that dies mid-delivery leaves a row another worker picks up when the lease ends.
-- There is no terminal failure state: a lead is retried, with backoff, until it is delivered.
CREATE TABLE lead_deliveries (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug       text NOT NULL,
  lead_id         uuid NOT NULL REFERENCES leads (id),
  destination     text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivering', 'delivered')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claim_token     uuid,
  claimed_until   timestamptz,
  delivered_at    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, destination)
);

CREATE INDEX lead_deliveries_due ON lead_deliveries (status, next_attempt_at) WHERE status <> 'delivered';

-- The delivery log: one row per attempt, whatever its outcome.
CREATE TABLE lead_delivery_attempts (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug    text NOT NULL,
  delivery_id  integer NOT NULL REFERENCES lead_deliveries (id),
  lead_id      uuid NOT NULL REFERENCES leads (id),
  destination  text NOT NULL,
  attempt      integer NOT NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz NOT NULL,
  outcome      text NOT NULL CHECK (outcome IN ('delivered', 'failed', 'timeout', 'no-destination')),
  http_status  integer,
  error        text
);

CREATE INDEX lead_delivery_attempts_lead ON lead_delivery_attempts (lead_id);

-- The local CRM (embedded default of the lead-delivery port): what a dealer's CRM would have
-- received, shown at /dev/inbox. The idempotency key makes a repeated delivery a no-op.
CREATE TABLE dev_inbox (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug       text NOT NULL,
  lead_id         uuid NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  payload         jsonb NOT NULL,
  adf_xml         text NOT NULL,
  received_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dev_inbox_site ON dev_inbox (site_slug, received_at DESC);
