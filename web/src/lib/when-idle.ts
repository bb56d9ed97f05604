/** How long work asked for after hydration waits for an idle moment at most, unless told otherwise. */
export const IDLE_WITHIN_MS = 1000;

/**
 * Runs `work` in a task of its own once the browser has nothing more urgent to do, or after
 * `timeoutMs` (default IDLE_WITHIN_MS) at the latest; returns a function that cancels it. For work
 * a page needs soon but not in the task that hydrates it: there it would lengthen the one long
 * task a phone stalls on, where on its own it is a short one.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_WITHIN_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}
