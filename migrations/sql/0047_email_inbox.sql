-- The local email inbox (embedded default of the messaging port's email channel): what a shopper's
-- mailbox would have received (receipts of reservations and online payments), shown per tenant at
-- /dev/inbox beside the text messages.
CREATE TABLE email_inbox (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_slug  text NOT NULL,
  -- The email as the shopper's mailbox would show it (plain text), and what it is (a receipt).
  to_email   text NOT NULL, subject text NOT NULL, body text NOT NULL, kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_inbox_site ON email_inbox (site_slug, created_at DESC);
