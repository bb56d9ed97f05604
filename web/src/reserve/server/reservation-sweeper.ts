import { appReservationDeps } from './app-reservation-deps';
import { sweep, sweepWaitlists } from './reservation-service';

/**
 * The scheduled sweep (SPEC 9: a hold lasts 48 hours): once a minute every instance releases the
 * holds past their end, abandons attempts left pending and texts the next shopper waiting for a
 * car that is free again. Each reservation changes under its
 * row lock, so instances sweeping together release it once.
 */
export function startReservationSweep(intervalMs = 60_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const deps = await appReservationDeps(`http://127.0.0.1:${process.env.PORT ?? '3000'}`);
      const released = await sweep(deps);
      if (released > 0) console.log(`› Reservations: ${released} hold(s) released or abandoned.`);
      const texted = await sweepWaitlists(deps);
      if (texted > 0) console.log(`› Waitlists: ${texted} shopper(s) told a car is free again.`);
    } catch (error) {
      console.error('› Reservation sweep failed (it runs again in a minute):', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
