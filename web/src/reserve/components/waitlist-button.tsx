'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

type State = { kind: 'idle' | 'busy' } | { kind: 'joined' | 'left' | 'failed'; message: string };

/**
 * "Tell me if it comes back" on a reserved car: joins the line for it (the text goes to the
 * signed-in shopper's verified mobile), and "Leave waitlist" takes them out again; a signed-out
 * shopper signs in first and comes back here.
 */
export function WaitlistButton({ carId }: { carId: number }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const router = useRouter();

  async function send(method: 'POST' | 'DELETE', done: 'joined' | 'left') {
    setState({ kind: 'busy' });
    const response = await fetch('/api/reservations/waitlist', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: carId }) }).catch(() => null);
    const body = ((await response?.json().catch(() => null)) ?? {}) as { message?: string; error?: string };
    if (response?.status === 401) {
      const here = `${window.location.pathname}${window.location.search}`;
      router.push(`/sign-in?${new URLSearchParams({ type: 'waitlist', redirect: here, back: here })}`);
      return;
    }
    if (response?.ok && body.message) setState({ kind: done, message: body.message });
    else setState({ kind: 'failed', message: body.error ?? 'Something went wrong. Please try again.' });
  }

  if (state.kind === 'joined') {
    return (
      <div className="space-y-2">
        <p role="status" data-testid="waitlist-status">{state.message}</p>
        <button type="button" onClick={() => void send('DELETE', 'left')} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          Leave waitlist
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void send('POST', 'joined')} disabled={state.kind === 'busy'} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        {state.kind === 'busy' ? 'Just a moment…' : 'Tell me if it comes back'}
      </button>
      {state.kind === 'left' && <p role="status" data-testid="waitlist-status">{state.message}</p>}
      {state.kind === 'failed' && <p role="alert" className="text-red-800">{state.message}</p>}
    </div>
  );
}
