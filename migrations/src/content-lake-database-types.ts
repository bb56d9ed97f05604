import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | T, string | T>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Tables of migrations/sql/0070_content_lake.sql: the local Content Lake's documents and log. */
export interface ContentDocumentsTable {
  dataset: string;
  id: string;
  type: string;
  rev: string;
  document: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface ContentTransactionsTable {
  seq: Generated<string>;
  dataset: string;
  id: string;
  author: string;
  committed_at: Timestamp;
  mutations: Json<unknown[]>;
  document_ids: string[];
}

export interface ContentRevisionsTable {
  dataset: string;
  document_id: string;
  rev: string;
  previous_rev: string | null;
  transaction_seq: ColumnType<string, string | number, string | number>;
  document: Json<Record<string, unknown> | null>;
}

export interface ContentLakeTables {
  content_documents: ContentDocumentsTable;
  content_transactions: ContentTransactionsTable;
  content_revisions: ContentRevisionsTable;
}
