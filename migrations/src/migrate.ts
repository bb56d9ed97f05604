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

/**
 * Applies every migration not yet recorded in schema_migrations. Each file and its record run as
 * one multi-statement script, which Postgres executes as a single implicit transaction: a failed
 * migration leaves the database as it was before that file. Returns the names applied.
 */
export async function migrate({ db, execScript }: Pick<OpenDatabase, 'db' | 'execScript'>): Promise<string[]> {
  await execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    if (done.has(migration.name)) continue;
    // File names are checked against /^\d{4}_[a-z0-9_]+\.sql$/ in listMigrations, so inlining is safe.
    await execScript(`${migration.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${migration.name}');`);
    applied.push(migration.name);
  }
  return applied;
}
