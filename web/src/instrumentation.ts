/**
 * Runs once when the server starts: validates the environment (a missing variable stops the
 * server with its name) and warms the search index so the first shopper does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./server/env');
  const env = serverEnv();
  // A burst of shoppers queues in arrival order instead of slowing every render at once; an
  // anonymous shopper's cached page is answered before it reaches the queue.
  const { installAdmissionGate } = await import('./server/admission/install-admission-gate');
  installAdmissionGate({ concurrency: env.ADMISSION_CONCURRENCY, maxQueue: env.ADMISSION_QUEUE, frontDoorPagesMb: env.FRONT_DOOR_PAGES_MB });
  // Several instances (SPEC 7): follow the vehicle change log from before the index is built, so no
  // change written meanwhile is missed.
  const { startVehicleChangeFeed } = await import('./vehicles/changes/vehicle-change-feed');
  const feed = await startVehicleChangeFeed();
  const { searchPort } = await import('./search/search-service');
  const port = searchPort();
  if (port.adapter === 'local-engine') {
    const count = await port.count();
    console.log(`› Search index ready: ${count} vehicles (local engine).`);
  }
  // From here on, any long synchronous task shows in /api/health (the start-up index build does not).
  const { watchEventLoop } = await import('./server/event-loop');
  watchEventLoop();
  // Lead delivery: resume deliveries a previous process left pending, then poll the outbox.
  const { crmConfig, startLeadOutbox } = await import('./leads/delivery');
  crmConfig();
  await startLeadOutbox().catch((error: unknown) => console.error('› Lead outbox could not start (it retries on the next lead):', error));
  // Reserve online: holds end after 48 hours (the sweep cancels their authorisations).
  const { startReservationSweep } = await import('./reserve/server/reservation-sweeper');
  const stopSweep = startReservationSweep();
  // Online payments whose card challenge was abandoned end after 30 minutes (their PaymentIntents cancelled).
  const { startOnlinePaymentSweep } = await import('./online-payment/server/online-payment-sweeper');
  const stopPaymentSweep = startOnlinePaymentSweep();
  // On SIGTERM the outbox stops polling and finishes the deliveries it holds before the process exits.
  const { onShutdown } = await import('./server/shutdown');
  const { leadOutbox } = await import('./leads/delivery');
  onShutdown('lead outbox', async () => (await leadOutbox()).stop());
  if (feed) onShutdown('vehicle change feed', () => feed.stop());
  // Watchlist alerts: send what vehicle changes queued (price drops, reserved, sold).
  const { startWatchlistAlerts } = await import('./identity/alerts/alert-worker');
  const alerts = startWatchlistAlerts();
  onShutdown('watchlist alerts', () => alerts.stop());
  onShutdown('reservation sweep', async () => stopSweep());
  onShutdown('online payment sweep', async () => stopPaymentSweep());
  const { database } = await import('./ports/database');
  onShutdown('database', async () => (await database()).close(), { last: true });
}
