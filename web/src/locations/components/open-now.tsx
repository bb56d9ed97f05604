'use client';

import { useEffect, useState } from 'react';
import type { OpeningHour, SpecialHour } from '@dealer/schemas/content/location';
import { zonedTime } from '@/lib/time-zone';
import { openStatus, type OpenStatus } from '../hours/open-status';

type Props = { hours: OpeningHour[]; specials: SpecialHour[]; timeZone: string };

/**
 * "Open now · closes 5:30 pm", worked out in the browser at the moment it is read, in the
 * location's own time zone (SPEC 2): cached HTML never carries a stale status. Refreshed each
 * minute while the page stays open.
 */
export function OpenNow({ hours, specials, timeZone }: Props) {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openStatus(hours, specials, zonedTime(new Date(), timeZone)));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours, specials, timeZone]);
  return (
    <p className="min-h-6 font-semibold" data-testid="open-now">
      {status && <span className={status.open ? 'text-green-800' : 'text-neutral-800'}>{status.text}</span>}
    </p>
  );
}
