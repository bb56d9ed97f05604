import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@dealer/migrations/database';
import { listMigrations, migrate } from '@dealer/migrations/migrate';

/**
 * Two instances starting together on one PostgreSQL database (hardening, reliability): the
 * advisory lock makes them take turns, so every migration is applied exactly once and neither
 * start fails.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations from two instances at once (PostgreSQL server)', () => {
  it('apply every file once, whoever comes first', async () => {
    const schema = `migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const [a, b] = await Promise.all([openDatabase({ kind: 'postgres', url: scoped.toString() }), openDatabase({ kind: 'postgres', url: scoped.toString() })]);
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      expect([...first, ...second].sort()).toEqual(listMigrations().map((m) => m.name));
      const { rows } = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.schema_migrations`);
      expect(rows[0].n).toBe(listMigrations().length);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });
});

if (!url) console.info('[migrations concurrency] skipped: TEST_DATABASE_URL is not set (.ci/run sets it)');
