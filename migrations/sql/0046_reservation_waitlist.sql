-- A waitlist on a reserved car ("Tell me if it comes back"): signed-in shoppers queue for a car
-- someone holds. When the hold lapses (expiry, the shopper or the dealer releases it) the next
-- shopper in line is texted first; if the car is still free after a head start, the next one, and
-- so on. A sale closes the line. The id is the order of the line.
CREATE TABLE reservation_waitlist (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug   text NOT NULL,
  vehicle_id  integer NOT NULL,
  -- The verified shopper (their session's id and phone, never a body's).
  user_id     uuid NOT NULL,
  phone       text NOT NULL,
  state       text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'notified', 'closed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  UNIQUE (site_slug, vehicle_id, user_id)
);

CREATE INDEX reservation_waitlist_line ON reservation_waitlist (vehicle_id, id) WHERE state = 'waiting';
CREATE INDEX reservation_waitlist_notified ON reservation_waitlist (vehicle_id, notified_at) WHERE state = 'notified';
