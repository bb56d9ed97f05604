-- Dead letters (hardening, reliability): a delivery the CRM refuses for good (a 4xx other than
-- 408/429) or that failed a bounded number of times stops being retried and waits, with its last
-- error, for an operator (GET /api/admin/lead-deliveries, `npm run leads:redrive`).
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_status_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_status_check CHECK (status IN ('pending', 'delivering', 'delivered', 'dead'));
ALTER TABLE lead_deliveries ADD COLUMN dead_at timestamptz;
ALTER TABLE lead_deliveries ADD COLUMN last_http_status integer;
CREATE INDEX lead_deliveries_dead ON lead_deliveries (site_slug, dead_at) WHERE status = 'dead';
