import { getSiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { messagingPort } from '@/ports/messaging';
import { deliverWatchlistAlerts } from './alert-outbox';

/** How often the outbox looks for alerts the vehicle trigger queued. */
const POLL_MS = 3000;

export type AlertWorker = { stop(): Promise<void> };

/**
 * Sends watchlist alerts in the background: every few seconds, whatever the vehicle changes of
 * any instance queued. Runs never overlap, and stop() waits for the one in progress.
 */
export function startWatchlistAlerts(): AlertWorker {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = (async () => {
      const db = (await database()).db;
      await deliverWatchlistAlerts({ db, sms: messagingPort, site: getSiteConfig });
    })().catch((error: unknown) => console.error('[watchlist alerts] run failed', error instanceof Error ? error.message : error))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
