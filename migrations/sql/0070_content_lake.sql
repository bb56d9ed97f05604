-- The local Content Lake (content port, embedded default): the Sanity documents the Studio and
-- @sanity/client edit through /content-lake, and that the site reads in the embedded demo.
-- Seeded from the demo dataset by `npm run seed` (which resets edits); edits survive a restart.

-- The current version of each document (drafts are documents too: `drafts.<id>`).
CREATE TABLE content_documents (
  dataset    text NOT NULL,
  id         text NOT NULL,
  type       text NOT NULL,
  rev        text NOT NULL,
  document   jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (dataset, id)
);

-- The transaction log: one row per committed transaction, in commit order (seq). The listener
-- and the history endpoints read it.
CREATE TABLE content_transactions (
  seq          bigserial PRIMARY KEY,
  dataset      text NOT NULL,
  id           text NOT NULL,
  author       text NOT NULL,
  committed_at timestamptz NOT NULL,
  mutations    jsonb NOT NULL,
  document_ids text[] NOT NULL,
  UNIQUE (dataset, id)
);

-- Every revision a transaction wrote: the document as it was after it (null when deleted), so the
-- Studio's history can show any earlier version.
CREATE TABLE content_revisions (
  dataset         text NOT NULL,
  document_id     text NOT NULL,
  rev             text NOT NULL,
  previous_rev    text,
  transaction_seq bigint NOT NULL REFERENCES content_transactions (seq) ON DELETE CASCADE,
  document        jsonb,
  PRIMARY KEY (dataset, document_id, rev)
);

CREATE INDEX content_revisions_by_document ON content_revisions (dataset, document_id, transaction_seq);
