'use client';

import { cssIconClasses } from '@/components/ui/css-icon';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { notify } from '@/components/toasts/notify';
import { buttonVariants } from '@/components/ui/button-variants';
import { ANALYTICS_EVENT_ID, pushDataLayer } from '@/lib/analytics-events';
import { SPEC_TEXT } from '../rules/identity-text';
import { changeWatchlist, SAVE_AFTER_SIGN_IN, serverSnapshot, subscribeWatchlist, takePendingSave, watchlistSnapshot } from './watchlist-client';

/** How long the saved/removed toast stays (the site's one toaster shows it, one toast at a time). */
export const WATCHLIST_TOAST_MS = 6000;

function signInHref(carId: number): string {
  const back = `${window.location.pathname}${window.location.search}`;
  const target = new URL(window.location.href);
  target.searchParams.set(SAVE_AFTER_SIGN_IN, String(carId));
  const params = new URLSearchParams({ type: 'watchlist', redirect: `${target.pathname}${target.search}`, back });
  return `/sign-in?${params}`;
}

function dropSaveParameter() {
  const url = new URL(window.location.href);
  url.searchParams.delete(SAVE_AFTER_SIGN_IN);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Save to the watchlist (SPEC 4 "Watchlist save"): signed out → sign-in with type watchlist, and
 * the car is saved on return; signed in → Saved at once, a toast 'Car Saved In Watchlist' with
 * View List, 'Car Removed' on removal, disabled while the server answers, an alert and the old
 * state if it refuses. A sold car is not offered unless it is already saved.
 */
export function WatchlistSaveButton({ carId, sold, compact = false }: { carId: number; sold: boolean; compact?: boolean }) {
  const state = useSyncExternalStore(subscribeWatchlist, watchlistSnapshot, serverSnapshot);
  const saved = state.ids.has(carId);
  const busy = state.busy.has(carId) || state.status === 'loading';
  const resumed = useRef(false);

  const toggle = async (save: boolean) => {
    const result = await changeWatchlist(carId, save);
    if (!result.ok) {
      window.alert(result.error);
      return;
    }
    notify({ message: save ? SPEC_TEXT.saved : SPEC_TEXT.removed, durationMs: WATCHLIST_TOAST_MS, link: save ? { href: '/watchlist', label: 'View List' } : undefined });
    // SPEC 7 event 39: a car saved (not when it is removed).
    if (save) pushDataLayer({ event: 'watchlist_saveCar', event_id: ANALYTICS_EVENT_ID.saveCar, car_id: carId });
  };

  useEffect(() => {
    if (resumed.current || state.status !== 'ready' || !takePendingSave(carId)) return;
    resumed.current = true;
    dropSaveParameter();
    if (state.signedIn && !saved) void toggle(true);
  });

  if (sold && !saved) return null;
  const onClick = () => {
    if (!state.signedIn) window.location.assign(signInHref(carId));
    else void toggle(!saved);
  };
  const label = saved ? 'Saved' : 'Save';
  return (
    <button type="button" aria-pressed={saved} disabled={busy} onClick={onClick} data-watchlist-car={carId}
      aria-label={compact ? `${label} to watchlist` : undefined}
      className={buttonVariants({ variant: compact ? 'overlay' : 'outline', size: 'sm', className: cssIconClasses('bookmark', saved) })}>
      {compact ? <span className="max-sm:sr-only">{label}</span> : label}
    </button>
  );
}
