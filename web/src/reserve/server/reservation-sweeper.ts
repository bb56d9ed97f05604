import { appReservationDeps } from './app-reservation-deps';
import { sweep, sweepWaitlists } from './reservation-service';

/** The origin background work reaches the app's own local processor on. */
export const platformOrigin = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * Runs `task` now and then every `intervalMs` on this instance, one run at a time (a slow run is
 * not overlapped by the next); a failed run is logged and the next one tries again.
 */
export function repeatSweep(name: string, task: () => Promise<void>, intervalMs = 60_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(`› ${name} failed (it runs again in a minute):`, error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}

/**
 * The scheduled sweep (SPEC 9: a hold lasts 48 hours): once a minute every instance releases the
 * holds past their end, abandons attempts left pending (their authorisations cancelled), closes
 * the waitlists of cars sold by the feed and texts the next shopper waiting for a car that is free
 * again. Each reservation changes under its row lock, so instances sweeping together release it once.
 */
export function startReservationSweep(intervalMs = 60_000): () => void {
  return repeatSweep('Reservation sweep', async () => {
    const deps = await appReservationDeps(platformOrigin());
    const released = await sweep(deps);
    if (released > 0) console.log(`› Reservations: ${released} hold(s) released or abandoned.`);
    const texted = await sweepWaitlists(deps);
    if (texted > 0) console.log(`› Waitlists: ${texted} shopper(s) told a car is free again or sold.`);
  }, intervalMs);
}
