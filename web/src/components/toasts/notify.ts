/**
 * Toasts for any island, without loading the toast library up front: `notify` asks for a toast;
 * the page's one toaster loads sonner on the first request and shows it. SPEC 9: one toast at a
 * time, so a request made while the toaster is still loading replaces the one before it.
 */
export type ToastRequest = { message: string; durationMs: number; link?: { href: string; label: string } };

type Show = (request: ToastRequest) => void;

let show: Show | null = null;
let waiting: ToastRequest | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function notify(request: ToastRequest): void {
  if (show) {
    show(request);
    return;
  }
  waiting = request;
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** For the toaster host: whether any toast has been asked for yet (then it loads the library). */
export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toastRequested = () => requested;

/** The loaded toaster takes over: it shows the toast that waited for it, then every later one. */
export function attachToaster(next: Show | null): void {
  show = next;
  if (!next || !waiting) return;
  const request = waiting;
  waiting = null;
  next(request);
}
