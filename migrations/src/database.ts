import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database-types';

/** One connection's worth of SQL: scripts, and queries returning rows. */
export type Session = { exec(script: string): Promise<void>; query<R>(text: string): Promise<R[]> };

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

export type OpenDatabase = {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** Runs a multi-statement SQL script (simple query protocol), e.g. a migration file. */
  execScript(script: string): Promise<void>;
  /**
   * Runs `work` on one connection while holding a Postgres advisory lock, so two processes
   * starting together (several app instances) take turns: the second sees the first's work done.
   */
  exclusive<T>(lockKey: number, work: (session: Session) => Promise<T>): Promise<T>;
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
    const exclusive = async <T>(lockKey: number, work: (session: Session) => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await work({ exec: async (script) => void (await client.query(script)), query: async <R>(text: string) => (await client.query(text)).rows as R[] });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    };
    return { db, target, execScript, exclusive, close: () => db.destroy() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const execScript = async (script: string) => {
    await pglite.exec(script);
  };
  // PGlite has one connection in one process: the lock is taken for symmetry, never contended.
  const exclusive = async <T>(lockKey: number, work: (session: Session) => Promise<T>): Promise<T> => {
    await pglite.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      return await work({ exec: execScript, query: async <R>(text: string) => (await pglite.query<R>(text)).rows });
    } finally {
      await pglite.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  };
  return { db, target, execScript, exclusive, close: () => db.destroy() };
}
