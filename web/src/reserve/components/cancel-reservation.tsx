'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** The shopper ends their reservation: the hold on their card is cancelled (nothing is charged). */
export function CancelReservation({ id }: { id: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function cancel() {
    setState('busy');
    const response = await fetch(`/api/reservations/${id}/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => null);
    if (response?.ok) window.location.reload();
    else setState('failed');
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void cancel()} disabled={state === 'busy'} className={buttonVariants({ variant: 'outline' })}>
        {state === 'busy' ? 'Cancelling…' : 'Cancel my reservation'}
      </button>
      {state === 'failed' && <p role="alert" className="text-red-800">The reservation could not be cancelled. Please try again or call us.</p>}
    </div>
  );
}
