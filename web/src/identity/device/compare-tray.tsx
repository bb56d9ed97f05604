'use client';

import { buttonVariants } from '@/components/ui/button-variants';
import { useDeviceList } from './device-list';
import { compareSelection } from './device-records';

/** The cars picked for comparison, on every page, with a link to the compare view. */
export function CompareTray() {
  const selection = useDeviceList(compareSelection);
  if (selection.length === 0) return null;
  const href = `/compare?${new URLSearchParams({ ids: selection.map((c) => c.id).join(',') })}`;
  return (
    <aside aria-label="Cars to compare" className="fixed bottom-4 left-4 z-40 flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 bg-white p-3 shadow-lg">
      <p className="text-sm font-medium">{selection.length} car{selection.length === 1 ? '' : 's'} to compare</p>
      <a href={href} className={buttonVariants({ variant: 'primary', size: 'sm' })}>Compare Now</a>
      <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={() => compareSelection.write([])}>Clear</button>
    </aside>
  );
}
