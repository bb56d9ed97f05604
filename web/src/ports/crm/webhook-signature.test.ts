import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const body = '{"lead_id":"x"}';

describe('lead webhook signatures (t=…,v1=…, timestamp inside the HMAC)', () => {
  it('verifies a fresh signature of the same body and secret', () => {
    const header = signWebhook(body, 'secret', NOW);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(header, body, 'secret', NOW + 60_000)).toEqual({ ok: true });
  });

  it('refuses another body, another secret, a moved timestamp, an old signature and junk', () => {
    const header = signWebhook(body, 'secret', NOW);
    expect(verifyWebhook(header, `${body} `, 'secret', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(header, body, 'other', NOW)).toEqual({ ok: false, reason: 'mismatch' });
    const replayed = header.replace(/t=\d+/, `t=${Math.floor(NOW / 1000) + 600}`);
    expect(verifyWebhook(replayed, body, 'secret', NOW + 600_000)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhook(header, body, 'secret', NOW + 301_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyWebhook('sha256=abc', body, 'secret', NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyWebhook(null, body, 'secret', NOW)).toEqual({ ok: false, reason: 'missing' });
  });
});
