import { database } from '@/ports/database';
import { searchPort } from '@/search/search-service';
import { serverEnv } from '@/server/env';
import { applyLoggedChanges } from './apply-logged-changes';
import { followVehicleChanges, type ChangeFeed } from './change-feed';

const feedKey = Symbol.for('dealer.vehicleChangeFeed');
type Holder = { [feedKey]?: Promise<ChangeFeed | null> };

/**
 * This instance's follower of the vehicle change log, started once at server start (before the
 * search index is built) when the database is PostgreSQL: with DATABASE_URL several instances
 * share one database, and each applies every vehicle change to its own engine and caches. The
 * embedded PGlite database has one process, which applies its changes as it makes them.
 */
export function startVehicleChangeFeed(): Promise<ChangeFeed | null> {
  const holder = globalThis as Holder;
  holder[feedKey] ??= (async () => {
    const url = serverEnv().DATABASE_URL;
    if (!url) return null;
    const { db } = await database();
    return followVehicleChanges({
      connectionString: url,
      db,
      apply: (changes) => applyLoggedChanges(changes, { db, search: searchPort() }),
      log: (message) => console.warn(`› ${message}`),
    });
  })();
  return holder[feedKey];
}

/** What /api/health reports: whether this instance follows the log, and how far it has applied it. */
export async function vehicleChangeFeedStatus(): Promise<{ following: boolean; connected?: boolean; lastSeq?: number }> {
  const feed = await (globalThis as Holder)[feedKey];
  return feed ? { following: true, connected: feed.connected(), lastSeq: feed.lastSeq() } : { following: false };
}
