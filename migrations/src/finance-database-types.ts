import type { ColumnType } from 'kysely';

type Json<T> = ColumnType<T, string | T, string | T>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** migrations/sql/0050_local_lender.sql: the local lender's customers (the finance port's embedded default). */
export interface LocalLenderCustomersTable {
  id: string;
  site_slug: string;
  data: Json<Record<string, unknown>>;
  quote: Json<Record<string, unknown>>;
  lead: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface FinanceTables {
  local_lender_customers: LocalLenderCustomersTable;
}
