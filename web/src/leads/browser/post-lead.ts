import { SPEC_TEXT, TEXT } from '@/leads/messages';
import { sessionAttributes } from './session-trail';

export type FieldMessage = { field: string; message: string };

export type PostResult =
  | { kind: 'stored'; leadId: string; body: Record<string, unknown> }
  | { kind: 'invalid'; errors: FieldMessage[] }
  | { kind: 'failed'; message: string; status: number | null };

type Envelope = { userData: Record<string, unknown>; idempotencyKey: string; fixedLocation?: string | null };

function errorList(value: unknown): FieldMessage[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => (e && typeof e === 'object' && typeof (e as FieldMessage).field === 'string' && typeof (e as FieldMessage).message === 'string' ? [e as FieldMessage] : []));
}

/**
 * Sends a lead (or any form of the lead family) and reads the answer. Never throws: a network
 * failure or an unreadable answer is a failed result the form shows, with the values kept.
 */
export async function postLead(path: string, envelope: Envelope): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userData: envelope.userData,
        idempotency_key: envelope.idempotencyKey,
        url: window.location.href.slice(0, 2000),
        fixed_location: envelope.fixedLocation ?? undefined,
        lead_attributes: sessionAttributes(),
      }),
    });
  } catch {
    return { kind: 'failed', message: TEXT.offline, status: null };
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (response.ok && typeof body.lead_id === 'string') return { kind: 'stored', leadId: body.lead_id, body };
  // 400: invalid fields; 409: a test-drive slot taken meanwhile (the slot field says so).
  if (response.status === 400 || response.status === 409) {
    const errors = errorList(body.errors);
    if (errors.length > 0) return { kind: 'invalid', errors };
  }
  // SPEC 8: the returned error, else the spec's fallback text.
  const message = typeof body.error === 'string' && body.error !== SPEC_TEXT.errorBanner ? body.error : SPEC_TEXT.enquiryFailed;
  return { kind: 'failed', message, status: response.status };
}

/** A fresh key for one submission: kept across retries of it, replaced after it succeeds. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
