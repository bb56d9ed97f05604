/**
 * Work to finish when the server is told to stop (SIGTERM from the orchestrator, Ctrl+C): Next's
 * start-server (patches/next@16.4.6.patch) stops accepting connections, lets the requests in
 * flight finish, then awaits these hooks (at most 25 s in all) before the process exits.
 */
type Hook = { name: string; run: () => Promise<void>; last?: boolean };

const hooksKey = Symbol.for('dealer.shutdown-hooks');
const shutdownKey = Symbol.for('dealer.shutdown');
type Holder = { [hooksKey]?: Hook[]; [shutdownKey]?: () => Promise<void> };

const LIMIT_MS = 25_000;

/**
 * `last`: run once every other hook has finished (closing the database the others still write to;
 * the embedded PGlite's folder does not open again after a process that left it unclosed).
 */
export function onShutdown(name: string, run: () => Promise<void>, { last = false }: { last?: boolean } = {}): void {
  const holder = globalThis as Holder;
  const hooks = (holder[hooksKey] ??= []);
  hooks.push({ name, run, last });
  holder[shutdownKey] ??= runShutdownHooks;
}

const runHooks = (hooks: Hook[]) => Promise.allSettled(hooks.map(async (hook) => {
  await hook.run();
  console.log(`› Shutdown: ${hook.name} finished.`);
}));

export async function runShutdownHooks(): Promise<void> {
  const hooks = (globalThis as Holder)[hooksKey] ?? [];
  const all = runHooks(hooks.filter((hook) => !hook.last)).then(() => runHooks(hooks.filter((hook) => hook.last)));
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
