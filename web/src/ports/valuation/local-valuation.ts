import { createHash } from 'node:crypto';
import type { AuState } from './valuation-port';
import { estimateTradeIn } from './local-estimate';
import type { RegoLookupResult, TradeVehicle, ValuationPort } from './valuation-port';

/**
 * A stand-in registration register: a plate maps, always the same way, to one of the country's
 * most common cars. Shoppers can correct the details on the next step, as with a real lookup.
 */
const REGISTER: readonly Omit<TradeVehicle, 'year'>[] = [
  { make: 'Toyota', model: 'HiLux', variant: 'SR5 Double Cab' },
  { make: 'Ford', model: 'Ranger', variant: 'XLT' },
  { make: 'Toyota', model: 'RAV4', variant: 'GX Hybrid' },
  { make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport' },
  { make: 'Hyundai', model: 'i30', variant: 'Active' },
  { make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport' },
  { make: 'Mitsubishi', model: 'Outlander', variant: 'ES' },
  { make: 'Kia', model: 'Sportage', variant: 'SX' },
  { make: 'Isuzu', model: 'D-Max', variant: 'LS-U' },
  { make: 'Mazda', model: 'CX-3', variant: 'Maxx' },
  { make: 'Subaru', model: 'Forester', variant: '2.5i-L' },
  { make: 'Volkswagen', model: 'Golf', variant: '110TSI Life' },
];

export function lookUpLocalRego(rego: string, state: AuState, now: Date = new Date()): RegoLookupResult {
  const digest = createHash('sha256').update(`${state}:${rego.toUpperCase()}`).digest();
  const entry = REGISTER[digest[0]! % REGISTER.length]!;
  return { found: true, vehicle: { ...entry, year: now.getFullYear() - 1 - (digest[1]! % 10) } };
}

export function localValuationPort(now: () => Date = () => new Date()): ValuationPort {
  return {
    adapter: 'local-estimate',
    lookUpRego: async (rego, state) => lookUpLocalRego(rego, state, now()),
    value: async (input) => estimateTradeIn(input, now()),
  };
}
