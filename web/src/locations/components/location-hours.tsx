'use client';

import { useId, useState } from 'react';
import type { HoursOption } from '../hours/hours-options';
import { HoursTable } from './hours-table';
import { OpenNow } from './open-now';

/**
 * Opening hours with a dropdown switching between the sales, service and parts hours kept at
 * the same address (SPEC 2 "Location block"); the open-now line is computed in the browser.
 */
export function LocationHours({ options, initial }: { options: HoursOption[]; initial?: string }) {
  const id = useId();
  const [selected, setSelected] = useState(initial ?? options[0]?.key);
  const option = options.find((o) => o.key === selected) ?? options[0];
  if (!option) return null;
  return (
    <div className="space-y-4" data-testid="location-hours">
      {options.length > 1 && (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="font-medium">Show hours for</label>
          <select id={id} value={option.key} onChange={(event) => setSelected(event.target.value)}
            className="min-h-11 rounded-md border border-neutral-400 bg-white px-3">
            {options.map((o) => <option key={o.key} value={o.key}>{o.label}</option>)}
          </select>
        </div>
      )}
      <OpenNow hours={option.hours} specials={option.specials} timeZone={option.timeZone} />
      <HoursTable caption={`${option.label} hours`} rows={option.week} closedHref={option.closedHref} />
      {/* SPEC 4: a closed holiday reads like a closed weekday: the location's Enquire Now link where it has one. */}
      <HoursTable caption="Weekend and holiday hours" rows={option.special} closedHref={option.closedHref} />
    </div>
  );
}
