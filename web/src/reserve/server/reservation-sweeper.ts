import { appReservationDeps } from './app-reservation-deps';
import { sweep } from './reservation-service';

/**
 * The scheduled sweep (SPEC 9: a hold lasts 48 hours): once a minute every instance releases the
 * holds past their end and abandons attempts left pending. Each reservation changes under its
 * row lock, so instances sweeping together release it once.
 */
export function startReservationSweep(intervalMs = 60_000): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const released = await sweep(await appReservationDeps(`http://127.0.0.1:${process.env.PORT ?? '3000'}`));
      if (released > 0) console.log(`› Reservations: ${released} hold(s) released or abandoned.`);
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
