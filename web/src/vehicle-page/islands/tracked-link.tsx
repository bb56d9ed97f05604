'use client';

import type { AnchorHTMLAttributes } from 'react';
import { pushVehicleEvent, type VehicleEventName } from '../analytics/vehicle-events';

/** A link that sends one analytics event on click (history report 60, print 61). */
export function TrackedLink({ event, slug, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { event: VehicleEventName; slug: string }) {
  return <a {...props} onClick={() => pushVehicleEvent(event, { slug })} />;
}
