-- Test-drive slots (SPEC 7 "Test-drive appointment availability"): a shopper books one of the
-- slots the car's location offers, with the test-drive lead.
--
-- One booking per car per slot, enforced by the primary key: two shoppers racing for the same
-- slot of the same car, on any instance, cannot both have it. The booking is written in the
-- lead's own transaction, so a lead never claims a slot it does not hold and a slot is never
-- held without its lead.
CREATE TABLE test_drive_bookings (
  site_slug     text NOT NULL,
  vehicle_id    integer NOT NULL,
  -- The slot's start as an instant; the lead carries it in the location's own zone.
  starts_at     timestamptz NOT NULL,
  lead_id       uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  location_slug text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, vehicle_id, starts_at)
);

CREATE INDEX test_drive_bookings_lead ON test_drive_bookings (lead_id);
