import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { handleLocalStripe, type LocalStripeDeps } from './local-stripe/local-stripe-api';
import { setting } from './local-stripe/store';
import { deliveryScheduler } from './local-stripe/webhook-delivery';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './payments-config';

/**
 * The local processor inside the app: its handler's dependencies, the webhook endpoint it
 * delivers to (the app's own POST /api/payments/webhook, over HTTP like Stripe), and an
 * in-process HTTP client so the server's `stripe` SDK reaches it without a network hop.
 */
export const WEBHOOK_PATH = '/api/payments/webhook';

export const localWebhookSecret = (db: Kysely<Database>) => setting(db, 'webhook_secret', () => `whsec_${randomBytes(24).toString('hex')}`);

export type LocalProcessor = { deps: LocalStripeDeps; kick(): Promise<void> };

export function localProcessor(db: Kysely<Database>, webhookUrl: string, now?: () => Date): LocalProcessor {
  const scheduler = deliveryScheduler({ db, now, endpoint: async () => ({ url: webhookUrl, secret: await localWebhookSecret(db) }) });
  const deps: LocalStripeDeps = {
    db, now, secretKeys: [LOCAL_SECRET_KEY], publishableKeys: [LOCAL_PUBLISHABLE_KEY],
    onEvents: () => void scheduler.kick(),
  };
  return { deps, kick: scheduler.kick };
}

/** A `stripe` SDK http client that hands each request to the local processor in process. */
export function inProcessHttpClient(processor: LocalProcessor, origin: string) {
  return Stripe.createFetchHttpClient(async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const path = new URL(request.url).pathname.replace(/^\/v1/, '');
    return handleLocalStripe(request, path, origin, processor.deps);
  });
}
