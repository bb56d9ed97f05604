-- Rate-limit counters of rate-limiter-flexible (web/src/server/rate-limits): one row per limit and
-- hashed key, updated with one atomic upsert, so every instance on this database shares them.
-- Replaces the event log of 0003, whose count-then-insert could let concurrent requests through.
CREATE TABLE rate_limiter (
  key    varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

DROP TABLE rate_limit_events;
