-- Buy online (SPEC 2 /checkout-journey?car_id=): a shopper's purchase of one car in steps, kept on
-- the server so they can leave and come back where they were. One journey per shopper (their
-- signed-in id, else a key their browser holds, stored hashed) and car; `data` holds what each
-- step saved (the trade-in offer, the finance quote and the delivery fee as the platform worked
-- them out, never as a browser sent them). Paying the deposit links the journey to the
-- reservation that holds the car.
CREATE TABLE checkout_journeys (
  id              uuid PRIMARY KEY,
  site_slug       text NOT NULL,
  vehicle_id      integer NOT NULL,
  shopper_key     text NOT NULL,
  step            integer NOT NULL DEFAULT 1 CHECK (step BETWEEN 1 AND 6),
  data            jsonb NOT NULL DEFAULT '{}'::jsonb,
  reservation_id  uuid REFERENCES reservations (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_slug, shopper_key, vehicle_id)
);

CREATE INDEX checkout_journeys_reservation ON checkout_journeys (reservation_id) WHERE reservation_id IS NOT NULL;
