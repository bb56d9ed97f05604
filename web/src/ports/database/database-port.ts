import type { OpenDatabase } from '@dealer/migrations/database';

/**
 * The database port: one Kysely instance over PostgreSQL in production (Supabase, the hosted
 * adapter, `DATABASE_URL`) or PGlite in `.data/pglite` (the embedded one), with the same SQL
 * migrations applied. Both adapters live in `@dealer/migrations/database` because the seed and
 * migration scripts open them outside the app; `tests/contract/database.contract.test.ts` runs
 * one suite against both.
 */
export type DatabasePort = OpenDatabase;
export type DatabaseAdapter = 'postgres' | 'pglite';
