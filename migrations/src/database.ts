import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database-types';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

export type OpenDatabase = {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** Runs a multi-statement SQL script (simple query protocol), e.g. a migration file. */
  execScript(script: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the database: PostgreSQL when a connection string is given (production: Supabase), else
 * PGlite, the embedded Postgres, in `dataDir` (or in memory when dataDir is null).
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const execScript = async (script: string) => {
      await pool.query(script);
    };
    return { db, target, execScript, close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const execScript = async (script: string) => {
    await pglite.exec(script);
  };
  return { db, target, execScript, close: () => db.destroy() };
}
