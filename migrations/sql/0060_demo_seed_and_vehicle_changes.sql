-- Several instances on one database (SPEC 7).
--
-- demo_seed: which demo the database holds (generator, seed, reference day, counts), so the decision
-- to seed rests on the database itself and never on a file on one machine's disk. One row at most.
CREATE TABLE demo_seed (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  generator_version text NOT NULL,
  seed bigint NOT NULL,
  reference_date text NOT NULL,
  vehicle_count integer NOT NULL,
  document_count integer NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);

-- vehicle_changes: the change log every instance follows. Each insert, update or delete of a
-- vehicle appends one row (whatever wrote it: the admin route, a feed import, a reservation, the
-- seed) and notifies channel 'vehicle_changes' with its sequence number; an instance that missed a
-- notification catches up from the last sequence it applied.
CREATE TABLE vehicle_changes (
  seq bigserial PRIMARY KEY,
  vehicle_id integer NOT NULL,
  site_slug text NOT NULL,
  slug text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_changes_changed_at ON vehicle_changes (changed_at);

CREATE FUNCTION log_vehicle_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO vehicle_changes (vehicle_id, site_slug, slug) VALUES (OLD.id, OLD.site_slug, OLD.slug) RETURNING seq INTO next_seq;
  ELSE
    IF TG_OP = 'UPDATE' AND OLD.slug IS DISTINCT FROM NEW.slug THEN
      -- The old address stops serving the car: its cached page goes too.
      INSERT INTO vehicle_changes (vehicle_id, site_slug, slug) VALUES (OLD.id, OLD.site_slug, OLD.slug);
    END IF;
    INSERT INTO vehicle_changes (vehicle_id, site_slug, slug) VALUES (NEW.id, NEW.site_slug, NEW.slug) RETURNING seq INTO next_seq;
  END IF;
  -- Delivered at commit, and only once per payload in a transaction: followers read the log anyway.
  PERFORM pg_notify('vehicle_changes', next_seq::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER vehicles_change_log AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION log_vehicle_change();
