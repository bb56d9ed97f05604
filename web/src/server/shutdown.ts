/**
 * Work to finish when the server is told to stop (SIGTERM from the orchestrator, Ctrl+C): Next's
 * start-server (patches/next@16.4.6.patch) stops accepting connections, lets the requests in
 * flight finish, then awaits these hooks (at most 25 s in all) before the process exits.
 */
type Hook = { name: string; run: () => Promise<void> };

const hooksKey = Symbol.for('dealer.shutdown-hooks');
const shutdownKey = Symbol.for('dealer.shutdown');
type Holder = { [hooksKey]?: Hook[]; [shutdownKey]?: () => Promise<void> };

const LIMIT_MS = 25_000;

export function onShutdown(name: string, run: () => Promise<void>): void {
  const holder = globalThis as Holder;
  const hooks = (holder[hooksKey] ??= []);
  hooks.push({ name, run });
  holder[shutdownKey] ??= runShutdownHooks;
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = (globalThis as Holder)[hooksKey] ?? [];
  const all = Promise.allSettled(hooks.map(async (hook) => {
    await hook.run();
    console.log(`› Shutdown: ${hook.name} finished.`);
  }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`› Shutdown: gave up waiting after ${LIMIT_MS / 1000} s.`);
      resolve();
    }, LIMIT_MS);
  });
  await Promise.race([all, limit]);
  clearTimeout(timer);
}
