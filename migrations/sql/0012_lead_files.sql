-- Files sent with a lead: the careers form's CV (SPEC 2 careers). Kept in the database, not on
-- disk, so they live and are backed up with the lead, work the same on PGlite and PostgreSQL, and
-- are reachable from every server process. A file is uploaded before its lead is stored; lead_id
-- is set when the lead that names it is stored. download_token makes the CRM's link unguessable.
CREATE TABLE lead_files (
  id             uuid PRIMARY KEY,
  site_slug      text NOT NULL,
  lead_id        uuid REFERENCES leads (id),
  purpose        text NOT NULL CHECK (purpose IN ('cv')),
  file_name      text NOT NULL,
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL CHECK (size_bytes > 0),
  sha256         text NOT NULL,
  data           bytea NOT NULL,
  download_token text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_files_site_lead ON lead_files (site_slug, lead_id);
