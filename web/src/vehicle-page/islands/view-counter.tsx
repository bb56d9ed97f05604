'use client';

import { useEffect, useState } from 'react';
import { pushVehicleEvent } from '../analytics/vehicle-events';
import { CssIcon } from '@/components/ui/css-icon';
import { formatNumber } from '@/lib/format';
import { whenIdle } from '@/lib/when-idle';

type Props = { slug: string; photosCount: number; updatedAt: string; used: boolean };

/**
 * SPEC 7 view.json: records the view and returns the count (null on a non-OK answer, then the
 * counter stays empty), in an idle moment after hydration. The line's height is reserved so the
 * answer causes no layout shift. The used-vehicle view event (4) fires with it.
 */
export function ViewCounter({ slug, photosCount, updatedAt, used }: Props) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    if (used) pushVehicleEvent('usedVehicleView', { slug });
    const query = new URLSearchParams({ photos_count: String(photosCount), updated_at: updatedAt });
    return whenIdle(() => {
      fetch(`/api/cars/${encodeURIComponent(slug)}/view.json?${query.toString()}`, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ views?: number }>) : null))
        .then((body) => setViews(typeof body?.views === 'number' ? body.views : null))
        .catch(() => setViews(null));
    });
  }, [slug, photosCount, updatedAt, used]);
  return (
    <p className="flex h-6 items-center gap-2 text-sm text-neutral-700" aria-live="polite">
      {views !== null && (
        <>
          <CssIcon name="eye" />
          {`${formatNumber(views)} ${views === 1 ? 'view' : 'views'}`}
        </>
      )}
    </p>
  );
}
