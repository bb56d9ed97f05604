'use client';

import { useEffect, useState } from 'react';

/** SPEC 9: one toast at a time, shown 3 s. Any island can raise one through `showToast`. */
export const TOAST_MS = 3000;
const EVENT = 'vehicle-toast';

export function showToast(message: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: message }));
}

export function Toaster() {
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  useEffect(() => {
    const onToast = (event: Event) => setToast({ message: (event as CustomEvent<string>).detail, key: Date.now() });
    window.addEventListener(EVENT, onToast);
    return () => window.removeEventListener(EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast && <p key={toast.key} className="rounded-md bg-neutral-900 px-4 py-3 font-medium text-white shadow-lg">{toast.message}</p>}
    </div>
  );
}
