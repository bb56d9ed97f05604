'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Confirms the opt-out (a link preview fetching the page must not stop the alerts by itself). */
export function AlertsOffButton({ token }: { token: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  if (state.kind === 'done') return <p role="status" className="font-medium">Done: you will get no more watchlist alerts from this site.</p>;
  return (
    <div className="space-y-3">
      <Button type="button" disabled={state.kind === 'busy'} onClick={async () => {
        setState({ kind: 'busy' });
        try {
          const response = await fetch('/api/watchlist/alerts-off', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
          const answer = (await response.json().catch(() => ({}))) as { error?: string };
          setState(response.ok ? { kind: 'done' } : { kind: 'error', message: answer.error ?? 'Sorry, that did not work. Please try again.' });
        } catch {
          setState({ kind: 'error', message: 'We could not reach our server. Please check your connection and try again.' });
        }
      }}>
        Stop watchlist alerts
      </Button>
      {state.kind === 'error' && <p role="alert" className="font-medium text-red-800">{state.message}</p>}
    </div>
  );
}
