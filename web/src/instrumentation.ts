/**
 * Runs once when the server starts: validates the environment (a missing variable stops the
 * server with its name) and warms the search index so the first shopper does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./server/env');
  serverEnv();
  const { searchPort } = await import('./search/search-service');
  const port = searchPort();
  if (port.adapter === 'local-engine') {
    const count = await port.count();
    console.log(`› Search index ready: ${count} vehicles (local engine).`);
  }
  // Lead delivery: resume deliveries a previous process left pending, then poll the outbox.
  const { crmConfig, startLeadOutbox } = await import('./leads/delivery');
  crmConfig();
  await startLeadOutbox().catch((error: unknown) => console.error('› Lead outbox could not start (it retries on the next lead):', error));
}
