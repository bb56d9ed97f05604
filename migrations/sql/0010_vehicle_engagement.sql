-- Vehicle page engagement (issue 5): every recorded view and phone reveal, per tenant.
-- vehicles.views stays the displayed counter (also indexed for search); vehicle_views keeps the
-- events so counts can be audited or rebuilt.
CREATE TABLE vehicle_views (
  id          bigserial PRIMARY KEY,
  site_slug   text NOT NULL,
  vehicle_id  integer NOT NULL,
  viewed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_views_site_vehicle ON vehicle_views (site_slug, vehicle_id, viewed_at);

-- SPEC 7 "Phone reveal": car_id, dealership_id, website_id (the site slug here).
CREATE TABLE phone_reveals (
  id             bigserial PRIMARY KEY,
  site_slug      text NOT NULL,
  vehicle_id     integer NOT NULL,
  dealership_id  integer NOT NULL,
  revealed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_reveals_site_vehicle ON phone_reveals (site_slug, vehicle_id, revealed_at);
