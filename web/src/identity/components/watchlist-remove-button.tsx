'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { changeWatchlist } from './watchlist-client';

/** Removes a car from the watchlist page in one click; the row goes once the server agrees. */
export function WatchlistRemoveButton({ carId, carName }: { carId: number; carName: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'removed'>('idle');
  if (state === 'removed') return <p role="status" className="text-sm font-medium">Car Removed</p>;
  return (
    <Button type="button" variant="outline" size="sm" disabled={state === 'busy'} aria-label={`Remove ${carName}`}
      onClick={async () => {
        setState('busy');
        const result = await changeWatchlist(carId, false);
        if (!result.ok) {
          window.alert(result.error);
          setState('idle');
        } else setState('removed');
      }}>
      Remove
    </Button>
  );
}
