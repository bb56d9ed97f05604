import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature on every outgoing lead webhook, in the shape of Stripe's: the header
 * `X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the shared
 * CRM_WEBHOOK_SECRET. The timestamp is inside the HMAC, so a captured request cannot be replayed
 * later with a new time; receivers refuse signatures older than the tolerance (300 s).
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signWebhook(body: string, secret: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'mismatch' | 'expired' };

/** What a receiver runs (the fake CRM in tests does): the signature matches and is recent. */
export function verifyWebhook(header: string | null, body: string, secret: string, now = Date.now(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isSafeInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'mismatch' };
  if (Math.abs(Math.floor(now / 1000) - t) > toleranceSeconds) return { ok: false, reason: 'expired' };
  return { ok: true };
}
