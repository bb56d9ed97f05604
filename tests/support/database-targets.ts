import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '@dealer/migrations/database';

export type DatabaseTargetFactory = { name: string; open(): Promise<OpenDatabase & { dispose(): Promise<void> }> };

/**
 * Where the database contract runs: always PGlite in memory; also a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each Postgres run gets its own schema, dropped afterwards.
 */
export function databaseTargets(): { targets: DatabaseTargetFactory[]; skipped: string | null } {
  const targets: DatabaseTargetFactory[] = [{
    name: 'PGlite (embedded)',
    async open() {
      const db = await openDatabase({ kind: 'pglite', dataDir: null });
      return { ...db, dispose: () => db.close() };
    },
  }];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { targets, skipped: 'PostgreSQL server: TEST_DATABASE_URL is not set (.ci/run sets it)' };
  targets.push({
    name: 'PostgreSQL server',
    async open() {
      const schema = `contract_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      const db = await openDatabase({ kind: 'postgres', url: scoped.toString() });
      return {
        ...db,
        async dispose() {
          await db.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  });
  return { targets, skipped: null };
}
