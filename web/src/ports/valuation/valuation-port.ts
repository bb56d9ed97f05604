/**
 * The valuation port: registration lookup and trade-in offers. The embedded default estimates
 * from the vehicle's data (local-valuation.ts); a hosted valuation provider (e.g. a used-car price
 * guide's API) would implement the same two calls.
 */
/** The states a registration is looked up in (SPEC 7 `regoState`). */
export const AU_STATES = ['QLD', 'NSW', 'VIC', 'ACT', 'TAS', 'SA', 'WA', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** The condition questions a valuation weighs, each answered Yes or No (the trade-in form asks them). */
export const ADJUSTMENT_IDS = ['accident', 'damage', 'warning_lights', 'service_history', 'two_keys', 'finance_owing'] as const;
export type AdjustmentId = (typeof ADJUSTMENT_IDS)[number];
export type AdjustmentAnswers = Record<AdjustmentId, 'Yes' | 'No'>;

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
