/**
 * When to try a failed delivery again: exponential backoff from `baseMs`, capped at `maxMs`, with
 * a deterministic jitter (from the delivery id) so a CRM coming back up is not hit by every
 * waiting lead in the same second. After `maxAttempts` (about two days of hourly tries by
 * default) the delivery becomes a dead letter for an operator to look at and redrive.
 */
export type BackoffPolicy = { baseMs: number; maxMs: number; jitter: number; maxAttempts: number };

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 5_000, maxMs: 60 * 60_000, jitter: 0.2, maxAttempts: 60 };

/**
 * Whether a failed attempt is worth repeating: a timeout, a connection that failed, a 5xx, 408
 * (request timeout) or 429 (slow down) may succeed later; any other 4xx is the CRM refusing this
 * lead, and repeating it only repeats the refusal.
 */
export function isRetryable(httpStatus: number | null): boolean {
  if (httpStatus === null) return true;
  if (httpStatus === 408 || httpStatus === 429) return true;
  return httpStatus >= 500 || httpStatus < 400;
}

export function retryDelayMs(attempt: number, policy: BackoffPolicy, seed: number): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const raw = Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
  // A fraction in [-1, 1) from the seed (Knuth's multiplicative hash).
  const fraction = (((seed * 2654435761) >>> 0) / 2 ** 32) * 2 - 1;
  return Math.max(0, Math.round(raw * (1 + policy.jitter * fraction)));
}
