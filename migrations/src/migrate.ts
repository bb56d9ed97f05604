import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenDatabase } from './database';

const sqlDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'sql');

/** The SQL migrations in the order they apply: files named NNNN_description.sql. */
export function listMigrations(): { name: string; sql: string }[] {
  return readdirSync(sqlDir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(join(sqlDir, file), 'utf8') }));
}

/** The advisory lock every process takes while migrating ("dealer-migrations" as a number). */
export const MIGRATION_LOCK = 4_279_113_310;

/**
 * Applies every migration not yet recorded in schema_migrations. Each file and its record run as
 * one multi-statement script, which Postgres executes as a single implicit transaction: a failed
 * migration leaves the database as it was before that file. The whole run holds an advisory lock,
 * so instances starting together never apply a file twice. Returns the names applied.
 */
export async function migrate({ exclusive }: Pick<OpenDatabase, 'exclusive'>): Promise<string[]> {
  return exclusive(MIGRATION_LOCK, async (session) => {
    await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of listMigrations()) {
      if (done.has(migration.name)) continue;
      // File names are checked against /^\d{4}_[a-z0-9_]+\.sql$/ in listMigrations, so inlining is safe.
      await session.exec(`${migration.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${migration.name}');`);
      applied.push(migration.name);
    }
    return applied;
  });
}
