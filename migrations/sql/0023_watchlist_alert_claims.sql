-- Watchlist alerts are sent once even when several workers run at once. A worker's claim carries
-- a token of its own; it may send a row only while that token is still on it (checked and its
-- lease renewed in one statement just before the send), and only its own token can mark the row
-- done. A claim that outlived its lease is taken over with a new token, so the old worker can no
-- longer send it. Leases are measured on the database's clock, never an instance's.
ALTER TABLE watchlist_alerts ADD COLUMN claim_token uuid;
