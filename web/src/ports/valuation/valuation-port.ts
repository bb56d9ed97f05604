import type { AdjustmentAnswers, AuState } from '@/leads/schema/trade-in-schemas';

/**
 * The valuation port: registration lookup and trade-in offers. The embedded default estimates
 * from the vehicle's data (local-valuation.ts); a hosted valuation provider (e.g. a used-car price
 * guide's API) would implement the same two calls.
 */
export type TradeVehicle = { year: number; make: string; model: string; variant?: string | null };

export type RegoLookupResult = { found: true; vehicle: TradeVehicle } | { found: false };

export type ValuationInput = TradeVehicle & { kms: number; answers: AdjustmentAnswers; rego?: string | null; regoState?: AuState | null };

export type ValuationResult =
  | { outcome: 'offer'; offerPrice: number }
  | { outcome: 'no-estimate'; reason: string };

export type ValuationPort = {
  adapter: string;
  lookUpRego(rego: string, state: AuState): Promise<RegoLookupResult>;
  value(input: ValuationInput): Promise<ValuationResult>;
};
