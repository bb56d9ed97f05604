import { renderAdf } from './adf';
import type { WebhookTarget } from './crm-config';
import { errorText, type DeliveryOutcome, type LeadDestination } from './crm-port';
import type { LeadDocument } from './lead-document';
import { signWebhook } from './webhook-signature';

export type WebhookOptions = { secret: string | null; timeoutMs: number; fetch?: typeof fetch };

/**
 * The hosted lead-delivery adapter: POSTs the lead to a tenant's CRM, as JSON or as ADF/XML.
 * Any 2xx is delivered; anything else (an error status, a refused connection, no answer within the
 * timeout) is a failed attempt the outbox retries with the same Idempotency-Key.
 */
export function webhookDestination(target: WebhookTarget, options: WebhookOptions): LeadDestination {
  const send = options.fetch ?? fetch;
  return {
    async deliver(doc: LeadDocument, idempotencyKey: string): Promise<DeliveryOutcome> {
      const body = target.format === 'json' ? JSON.stringify(doc) : renderAdf(doc);
      const headers: Record<string, string> = {
        'content-type': target.format === 'json' ? 'application/json' : 'application/xml; charset=utf-8',
        'idempotency-key': idempotencyKey,
        'x-lead-id': doc.lead_id,
        'x-site': doc.site_slug,
        'user-agent': 'dealer-platform-lead-delivery/1',
      };
      if (options.secret) headers['x-lead-signature'] = signWebhook(body, options.secret);
      try {
        const response = await send(target.url, { method: 'POST', body, headers, redirect: 'manual', signal: AbortSignal.timeout(options.timeoutMs) });
        // The answer's body is not needed; reading it frees the connection.
        await response.arrayBuffer().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) return { ok: true, httpStatus: response.status };
        return { ok: false, outcome: 'failed', httpStatus: response.status, error: `HTTP ${response.status}` };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        return { ok: false, outcome: timedOut ? 'timeout' : 'failed', httpStatus: null, error: errorText(error) };
      }
    },
  };
}
