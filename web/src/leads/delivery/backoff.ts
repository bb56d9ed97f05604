/**
 * When to try a failed delivery again: exponential backoff from `baseMs`, capped at `maxMs`, with
 * a deterministic jitter (from the delivery id) so a CRM coming back up is not hit by every
 * waiting lead in the same second. There is no last attempt: a lead waits at most `maxMs` between
 * tries until its CRM accepts it.
 */
export type BackoffPolicy = { baseMs: number; maxMs: number; jitter: number };

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, maxMs: 60 * 60_000, jitter: 0.2 };

export function retryDelayMs(attempt: number, policy: BackoffPolicy, seed: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const raw = Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
  // A fraction in [-1, 1) from the seed (Knuth's multiplicative hash).
  const fraction = (((seed * 2654435761) >>> 0) / 2 ** 32) * 2 - 1;
  return Math.max(0, Math.round(raw * (1 + policy.jitter * fraction)));
}
