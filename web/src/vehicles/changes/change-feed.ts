import pg from 'pg';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { CHANGE_CHANNEL, latestChangeSeq, pruneChangeLog, readChanges, type LoggedChange } from './change-log';

export type ChangeFeedOptions = {
  /** The PostgreSQL connection string (DATABASE_URL): the feed holds one connection of its own to LISTEN. */
  connectionString: string;
  db: Kysely<Database>;
  /** Applies a batch of changes to this instance (search records, caches); the feed moves on once it resolves. */
  apply(changes: LoggedChange[]): Promise<void>;
  /** Catch-up without a notification, as a backstop (default 5 s). */
  pollMs?: number;
  log?: (message: string) => void;
  /** How the listening connection shows in pg_stat_activity (default 'vehicle-change-feed'). */
  applicationName?: string;
};

export type ChangeFeed = {
  /** The last sequence number applied. */
  lastSeq(): number;
  connected(): boolean;
  /** Reads and applies whatever the log holds beyond what was applied; resolves when done. */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
};

const BATCH = 2000;
/** How long a skipped sequence number is awaited: a transaction that took it may still commit. */
const GAP_WAIT_MS = 60_000;
const MAX_GAPS = 10_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Follows the vehicle change log (SPEC 7): the database is the source of truth, LISTEN on
 * `vehicle_changes` says when to look, and the sequence numbers say what is new, so a notification
 * missed while the connection was down is caught up on reconnect (and by the backstop poll).
 * Starts from the newest change at the time of the call: start it before building the index from
 * the database, and everything written after is applied on top (applying twice is harmless).
 */
export async function followVehicleChanges(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { db, apply, pollMs = 5_000, log = () => {} } = options;
  let last = await latestChangeSeq(db);
  /** Skipped sequence numbers and when they were first seen missing. */
  const gaps = new Map<number, number>();
  let client: pg.Client | null = null;
  let isConnected = false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let reconnectDelay = 250;
  let lastPrune = 0;

  const readAndApply = async () => {
    for (;;) {
      const now = Date.now();
      for (const [seq, since] of gaps) if (now - since > GAP_WAIT_MS) gaps.delete(seq);
      const changes = await readChanges(db, last, [...gaps.keys()], BATCH);
      if (changes.length === 0) break;
      await apply(changes);
      for (const change of changes) {
        if (gaps.delete(change.seq)) continue;
        for (let skipped = last + 1; skipped < change.seq && gaps.size < MAX_GAPS; skipped += 1) gaps.set(skipped, now);
        last = Math.max(last, change.seq);
      }
      if (changes.length < BATCH) break;
    }
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneChangeLog(db).catch(() => {});
    }
  };

  const catchUp = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await readAndApply();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const catchUpQuietly = () => void catchUp().catch((error: unknown) => log(`Vehicle change feed: catching up failed (${String(error)}); retrying on the next change.`));

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: options.connectionString, application_name: options.applicationName ?? 'vehicle-change-feed' });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = null;
      isConnected = false;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      if (stopped) return;
      log(`Vehicle change feed: connection lost; reconnecting in ${reconnectDelay} ms.`);
      setTimeout(() => void connect(), reconnectDelay).unref();
      reconnectDelay = Math.min(reconnectDelay * 2, 5_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) catchUpQuietly();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      isConnected = true;
      reconnectDelay = 250;
      // Whatever was written while not listening.
      catchUpQuietly();
    } catch {
      lost();
    }
  };

  await connect();
  const poll = setInterval(catchUpQuietly, pollMs);
  poll.unref();

  return {
    lastSeq: () => last,
    connected: () => isConnected,
    catchUp,
    async stop() {
      stopped = true;
      clearInterval(poll);
      const current = client;
      client = null;
      isConnected = false;
      await current?.end().catch(() => {});
      await running?.catch(() => {});
    },
  };
}
