import { createAdmissionGate, type Admit } from './admission-gate';
import { keepIdleConnectionsOpen } from './idle-connections';
import { refuseOverlongTarget } from './request-target-limit';

const hookKey = Symbol.for('dealer.admission');
type Holder = { [hookKey]?: Admit };

/**
 * Puts the app's front door before every request of this process: Next's start-server
 * (patches/next@16.4.6.patch) hands each request to the function registered here. It keeps idle
 * connections open longer than clients and balancers do, refuses an overlong address before Next's
 * router can echo it, then lets the admission gate decide when the request starts; 0 slots turns
 * the gate off (the address limit stays).
 */
export function installAdmissionGate(concurrency: number, maxQueue: number): void {
  const gate = concurrency > 0 ? createAdmissionGate({ concurrency, maxQueue }).admit : undefined;
  (globalThis as Holder)[hookKey] = (req, res, handle) => {
    keepIdleConnectionsOpen(req);
    if (refuseOverlongTarget(req, res)) return;
    if (gate) gate(req, res, handle);
    else handle();
  };
}
