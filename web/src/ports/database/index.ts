import { join } from 'node:path';
import { openDatabase } from '@dealer/migrations/database';
import { migrate } from '@dealer/migrations/migrate';
import { serverEnv } from '@/server/env';
import { dataDir } from '@/server/paths';
import type { DatabaseAdapter, DatabasePort } from './database-port';

export type { DatabaseAdapter, DatabasePort };

const globalKey = Symbol.for('dealer.database');
type Holder = { [globalKey]?: Promise<DatabasePort> };

/**
 * The database of this process: PostgreSQL when DATABASE_URL is set (Supabase in production),
 * else PGlite in `.data/pglite`. Migrations are applied once when the connection opens.
 */
export function database(): Promise<DatabasePort> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (async () => {
    const env = serverEnv();
    const opened = await openDatabase(env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir(), 'pglite') });
    await migrate(opened);
    return opened;
  })();
  holder[globalKey].catch(() => delete holder[globalKey]);
  return holder[globalKey];
}

export function databaseAdapterName(): DatabaseAdapter {
  return serverEnv().DATABASE_URL ? 'postgres' : 'pglite';
}
