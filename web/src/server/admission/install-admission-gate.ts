import { createFrontDoorPages, type FrontDoorPages, type FrontDoorStats } from '@/server/cache/front-door-pages';
import { createAdmissionGate, type Admit } from './admission-gate';
import { keepIdleConnectionsOpen } from './idle-connections';
import { refuseOverlongTarget } from './request-target-limit';

const hookKey = Symbol.for('dealer.admission');
const frontDoorKey = Symbol.for('dealer.frontDoorPages');
type Holder = { [hookKey]?: Admit; [frontDoorKey]?: FrontDoorPages };

export type FrontDoorSettings = { concurrency: number; maxQueue: number; frontDoorPagesMb: number };

/**
 * Puts the app's front door before every request of this process: Next's start-server
 * (patches/next@16.4.6.patch) hands each request to the function registered here. It keeps idle
 * connections open longer than clients and balancers do, refuses an overlong address before Next's
 * router can echo it, answers an anonymous request for a cached page it has seen (front-door-pages.ts),
 * then lets the admission gate decide when the request starts; 0 slots turns the gate off (the
 * address limit stays), 0 MB the page answers.
 */
export function installAdmissionGate({ concurrency, maxQueue, frontDoorPagesMb }: FrontDoorSettings): void {
  const holder = globalThis as Holder;
  const gate = concurrency > 0 ? createAdmissionGate({ concurrency, maxQueue }).admit : undefined;
  const pages = frontDoorPagesMb > 0 ? createFrontDoorPages({ maxBytes: frontDoorPagesMb * 1024 * 1024 }) : undefined;
  holder[frontDoorKey] = pages;
  holder[hookKey] = (req, res, handle) => {
    keepIdleConnectionsOpen(req);
    if (refuseOverlongTarget(req, res)) return;
    const admit = (admitted: () => void) => (gate ? gate(req, res, admitted) : admitted());
    if (pages) pages.serve(req, res, handle, admit);
    else admit(handle);
  };
}

/** How many requests the front door answered and what it holds, or null when it is off (for /api/health). */
export function frontDoorStats(): FrontDoorStats | null {
  return (globalThis as Holder)[frontDoorKey]?.stats() ?? null;
}
