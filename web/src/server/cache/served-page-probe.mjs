// @ts-check
/**
 * Tells the front door (front-door-pages.ts) which route cache entry answered a request, and how to
 * ask later whether that answer may still be given. The route cache handler (loaded by Next at run
 * time) and the front door (bundled into the instrumentation hook) each get their own copy of this
 * module, so what they share lives on globalThis.
 *
 * The front door runs a request inside `probeRequest`; the handler, on a hit, calls `notePageServed`
 * from within that request's async context. `notePageStored` bumps the key's version, so an answer
 * taken from an entry that has since been replaced (a re-render, a background revalidation) is
 * never given again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** @typedef {{ stillFresh?: () => Promise<boolean> }} ServedPage */
/** @typedef {{ requests: AsyncLocalStorage<ServedPage>; versions: Map<string, number> }} ProbeState */

const stateKey = Symbol.for('dealer.servedPageProbe');
/** Route cache keys whose version is remembered; the oldest is forgotten first (it then reads as replaced). */
const VERSIONS_KEPT = 50_000;

/** @returns {ProbeState} */
function state() {
  const holder = /** @type {Record<symbol, ProbeState | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[stateKey] ??= { requests: new AsyncLocalStorage(), versions: new Map() });
}

/**
 * Runs `handle` with a record the handler fills in if a route cache entry answers the request.
 * @param {() => void} handle
 * @returns {ServedPage}
 */
export function probeRequest(handle) {
  /** @type {ServedPage} */
  const served = {};
  state().requests.run(served, handle);
  return served;
}

/**
 * A route cache entry answered the current request; `isStale` is the handler's own check of it.
 * @param {string} key
 * @param {() => Promise<boolean>} isStale
 */
export function notePageServed(key, isStale) {
  const served = state().requests.getStore();
  if (!served) return;
  const version = state().versions.get(key);
  served.stillFresh = async () => state().versions.get(key) === version && !(await isStale());
}

/**
 * A new entry was stored under the key: answers taken from the one before are no longer given.
 * @param {string} key
 */
export function notePageStored(key) {
  const { versions } = state();
  const next = (versions.get(key) ?? 0) + 1;
  versions.delete(key);
  if (versions.size >= VERSIONS_KEPT) versions.delete(/** @type {string} */ (versions.keys().next().value));
  versions.set(key, next);
}
