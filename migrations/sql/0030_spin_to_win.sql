-- Spin to win (SPEC 2, a gated page): each verified shopper spins once per promotion.
--
-- The primary key is the rule: two spins of one shopper racing on any instance cannot both be
-- stored; the second insert waits for the first transaction, finds the row and takes nothing.
-- The spin is written in its prize lead's own transaction, so a prize is never won without the
-- dealer hearing of it and a lead never names a prize that was not won.
CREATE TABLE spin_to_win_spins (
  site_slug     text NOT NULL,
  -- The CMS promotion document's id.
  promotion_id  text NOT NULL,
  -- The verified shopper (identity's user id); their phone is on the lead.
  user_id       uuid NOT NULL,
  prize_key     text NOT NULL,
  prize_label   text NOT NULL,
  lead_id       uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  spun_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_slug, promotion_id, user_id)
);

CREATE INDEX spin_to_win_spins_lead ON spin_to_win_spins (lead_id);
