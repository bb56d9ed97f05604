'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { attachToaster, type ToastRequest } from './notify';

// SPEC 9: toast limit 1. The one on screen goes before the next appears; without the dismiss,
// sonner would keep it queued behind the new one and show it again afterwards.
function show({ message, durationMs, link }: ToastRequest) {
  toast.dismiss();
  toast(message, {
    duration: durationMs,
    action: link ? <a href={link.href} className="ml-auto font-semibold underline hover:no-underline">{link.label}</a> : undefined,
  });
}

export default function SonnerToaster() {
  // Runs after sonner's Toaster (a child) has subscribed, so the waiting toast is not lost.
  useEffect(() => {
    attachToaster(show);
    return () => attachToaster(null);
  }, []);
  return <Toaster position="bottom-center" visibleToasts={1} closeButton toastOptions={{ className: 'font-medium' }} />;
}
