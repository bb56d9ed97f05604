import { createAdmissionGate, type Admit } from './admission-gate';

const hookKey = Symbol.for('dealer.admission');
type Holder = { [hookKey]?: Admit };

/**
 * Puts the gate in front of every request of this process: Next's start-server
 * (patches/next@16.4.6.patch) hands each request to the function registered here. 0 slots turns
 * the gate off.
 */
export function installAdmissionGate(concurrency: number, maxQueue: number): void {
  const holder = globalThis as Holder;
  if (concurrency <= 0) {
    delete holder[hookKey];
    return;
  }
  holder[hookKey] = createAdmissionGate({ concurrency, maxQueue }).admit;
}
