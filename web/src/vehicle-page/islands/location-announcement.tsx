'use client';

import { useState } from 'react';
import { CssIcon } from '@/components/ui/css-icon';

/** 'Located at {city}' with Get Directions when the car is away from the primary location (dismissible). */
export function LocationAnnouncement({ city, directionsHref }: { city: string; directionsHref: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div role="region" aria-label="Vehicle location" className="flex items-center gap-3 rounded-md bg-neutral-900 px-4 py-2 text-white">
      <p className="grow">
        Located at {city}{' '}
        <a href={directionsHref} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline">Get Directions</a>
      </p>
      <button type="button" onClick={() => setOpen(false)} aria-label="Dismiss" className="grid size-11 place-items-center rounded-md hover:bg-white/10">
        <CssIcon name="x" className="size-5" />
      </button>
    </div>
  );
}
