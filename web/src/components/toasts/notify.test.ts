import { describe, expect, it, vi } from 'vitest';
import { attachToaster, notify, subscribeToastRequests, toastRequested } from './notify';

describe('notify', () => {
  it('asks for the toaster once, keeps only the latest toast while it loads, then shows toasts directly', () => {
    const asked = vi.fn();
    const stop = subscribeToastRequests(asked);
    expect(toastRequested()).toBe(false);
    notify({ message: 'Car Saved In Watchlist', durationMs: 6000 });
    notify({ message: 'Car Removed', durationMs: 6000 });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(toastRequested()).toBe(true);

    const shown = vi.fn();
    attachToaster(shown);
    expect(shown.mock.calls).toEqual([[{ message: 'Car Removed', durationMs: 6000 }]]);
    notify({ message: 'Copied Car to your clipboard!', durationMs: 3000 });
    expect(shown).toHaveBeenLastCalledWith({ message: 'Copied Car to your clipboard!', durationMs: 3000 });
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
    attachToaster(null);
  });
});
