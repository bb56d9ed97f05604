import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startAppServer, type AppServer } from '../../scripts/lib/app-server';


export type AppInstance = AppServer;

/**
 * Another instance of the built app beside the journeys' own server, with its own environment:
 * a deployment's variables, or a second instance sharing a database.
 */
export const startAppInstance = (port: number, env: Record<string, string>): Promise<AppInstance> => startAppServer(port, env);

/** A fresh schema on the PostgreSQL server of `TEST_DATABASE_URL`, as a DATABASE_URL for an app instance. */
export async function scratchDatabase(url: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `app_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: scoped.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
