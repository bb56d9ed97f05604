'use client';

import { whenIdle } from '@/lib/when-idle';

/**
 * The browser's view of the shopper's watchlist, shared by every Save button on a page: one
 * request for the saved ids and optimistic changes.
 */
export type WatchlistSnapshot = {
  status: 'loading' | 'ready';
  signedIn: boolean;
  phone: string | null;
  ids: ReadonlySet<number>;
  busy: ReadonlySet<number>;
};

const SERVER_SNAPSHOT: WatchlistSnapshot = { status: 'loading', signedIn: false, phone: null, ids: new Set(), busy: new Set() };
let snapshot: WatchlistSnapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

function update(change: Partial<WatchlistSnapshot>) {
  snapshot = { ...snapshot, ...change };
  for (const listener of listeners) listener();
}

export const watchlistSnapshot = () => snapshot;
export const serverSnapshot = (): WatchlistSnapshot => SERVER_SNAPSHOT;

/** The query parameter that asks the page to save a car once the shopper is back from sign-in. */
export const SAVE_AFTER_SIGN_IN = 'save';

// Read when this module loads, before the page's own scripts (the search UI rewrites its URL
// from its state) can drop a parameter they do not know.
let pendingSave: string | null = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(SAVE_AFTER_SIGN_IN);

/** Whether the shopper came back from sign-in to save this car; true once, for one button. */
export function takePendingSave(carId: number): boolean {
  if (pendingSave !== String(carId)) return false;
  pendingSave = null;
  return true;
}

export function subscribeWatchlist(listener: () => void) {
  listeners.add(listener);
  // Asked in an idle moment: the first Save button subscribes while the page hydrates.
  loading ??= new Promise<void>((resolve) => whenIdle(resolve))
    .then(() => fetch('/api/watchlist', { cache: 'no-store', credentials: 'same-origin' }))
    .then((response) => (response.ok ? (response.json() as Promise<{ signedIn: boolean; phone: string | null; ids: number[] }>) : null))
    .then((answer) => update({ status: 'ready', signedIn: !!answer?.signedIn, phone: answer?.phone ?? null, ids: new Set(answer?.ids ?? []) }))
    .catch(() => update({ status: 'ready' }));
  return () => listeners.delete(listener);
}

const withId = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

/**
 * Saves or removes a car: the button shows the new state at once (optimistic), the server
 * decides; a refusal restores the old state and the caller shows the message (SPEC 8: an alert).
 */
export async function changeWatchlist(carId: number, save: boolean): Promise<{ ok: true } | { ok: false; error: string }> {
  update({ ids: withId(snapshot.ids, carId, save), busy: withId(snapshot.busy, carId, true) });
  let error: string | null = null;
  try {
    const response = await fetch(`/api/watchlist/${save ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: snapshot.phone, car_id: carId }),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
    if (!response.ok || !answer.success) error = answer.error ?? 'Sorry, your watchlist could not be changed. Please try again.';
  } catch {
    error = 'We could not reach our server. Please check your connection and try again.';
  }
  update({ ids: withId(snapshot.ids, carId, error ? !save : save), busy: withId(snapshot.busy, carId, false) });
  return error ? { ok: false, error } : { ok: true };
}
