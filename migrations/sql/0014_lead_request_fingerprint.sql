-- What a submission sent (a hash of its form and values), so a reused idempotency key with a
-- different body is answered 422 instead of silently returning the first lead (hardening finding
-- 12). Null for leads stored before this column: their keys match any body, as before.
ALTER TABLE leads ADD COLUMN request_fingerprint text;
