import type { LeadDocument } from './lead-document';

/** One attempt's result. A destination never throws: every failure is an outcome to log and retry. */
export type DeliveryOutcome =
  | { ok: true; httpStatus: number | null }
  | { ok: false; outcome: 'failed' | 'timeout'; httpStatus: number | null; error: string };

/**
 * Somewhere a lead is delivered: a CRM webhook or the local inbox. `idempotencyKey` is the same
 * on every attempt of one lead to one destination, so the receiver can ignore repeats.
 */
export type LeadDestination = {
  deliver(doc: LeadDocument, idempotencyKey: string): Promise<DeliveryOutcome>;
};

export function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 500);
}
