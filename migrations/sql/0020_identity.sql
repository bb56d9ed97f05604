-- Shopper identity (issue 15, SPEC 3 "User: phone, id").
--
-- The embedded default of the auth port: the subset of Supabase's GoTrue the app's clients call,
-- served at /auth/v1/* on every tenant host. Users belong to one tenant (site_slug): the same phone
-- on two dealer sites is two shoppers, as the spec scopes a user by site. Nothing secret is stored
-- in clear: codes and refresh tokens are kept as salted hashes.
CREATE TABLE auth_users (
  id                 uuid PRIMARY KEY,
  site_slug          text NOT NULL,
  -- E.164 without the plus, as GoTrue stores it: 61412345678.
  phone              text NOT NULL,
  phone_confirmed_at timestamptz,
  last_sign_in_at    timestamptz,
  user_metadata      jsonb NOT NULL DEFAULT '{}',
  app_metadata       jsonb NOT NULL DEFAULT '{"provider": "phone", "providers": ["phone"]}',
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, phone)
);

-- One-time codes: at most one live code per tenant and phone (a new send replaces it).
CREATE TABLE auth_otp_codes (
  id         uuid PRIMARY KEY,
  site_slug  text NOT NULL,
  phone      text NOT NULL,
  code_hash  text NOT NULL,
  salt       text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  sent_at    timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE INDEX auth_otp_codes_phone ON auth_otp_codes (site_slug, phone, sent_at DESC);

-- A session is what a sign-in creates and a sign-out deletes; access tokens name it (session_id).
CREATE TABLE auth_sessions (
  id         uuid PRIMARY KEY,
  site_slug  text NOT NULL,
  user_id    uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Rotating, single-use refresh tokens: each use revokes the token and issues its child.
CREATE TABLE auth_refresh_tokens (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  parent_id  bigint,
  revoked    boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id);

-- The ES256 key pair the local GoTrue signs access tokens with; one row shared by every instance.
CREATE TABLE auth_signing_keys (
  id          integer PRIMARY KEY CHECK (id = 1),
  kid         text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- SPEC 7 "Inserts into a verifications table: website_slug, dealership_slug, verification_type
-- (sms or verify), user_id on verify". phone_hash and outcome let the app count wrong codes since
-- the last send (SPEC 9: at most 5 tries a code) without keeping the number in clear.
CREATE TABLE verifications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_slug      text NOT NULL,
  dealership_slug   text,
  verification_type text NOT NULL CHECK (verification_type IN ('sms', 'verify')),
  user_id           uuid,
  phone_hash        text NOT NULL,
  outcome           text NOT NULL CHECK (outcome IN ('sent', 'refused', 'pending', 'verified', 'failed')),
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX verifications_phone ON verifications (website_slug, phone_hash, created_at DESC);

-- The local SMS inbox (embedded default of the messaging port): what a shopper's phone would have
-- received, shown per tenant at /dev/inbox.
CREATE TABLE sms_inbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug  text NOT NULL,
  to_phone   text NOT NULL,
  body       text NOT NULL,
  kind       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sms_inbox_site ON sms_inbox (site_slug, created_at DESC);

-- SPEC 3 "Watchlist entry": a signed-in shopper's saved cars, per tenant. price_at_save lets the
-- watchlist show the price then and now, and the alerts find a drop.
CREATE TABLE watchlist (
  site_slug     text NOT NULL,
  user_id       uuid NOT NULL,
  phone         text NOT NULL,
  car_id        integer NOT NULL,
  price_at_save numeric(12, 2),
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, user_id, car_id)
);

CREATE INDEX watchlist_car ON watchlist (site_slug, car_id);
