import { database } from '@/ports/database';
import { localProcessor, localWebhookSecret, inProcessHttpClient, WEBHOOK_PATH, type LocalProcessor } from './local-processor';
import { paymentsConfig } from './payments-config';
import type { PaymentsPort } from './payments-port';
import { stripePayments } from './stripe-payments';

export type { PaymentsPort };

const globalKey = Symbol.for('dealer.local-stripe');
type Holder = { [globalKey]?: Promise<LocalProcessor> };

/** The app's own address for the local processor's webhooks (the server listens on PORT). */
const appWebhookUrl = () => `http://127.0.0.1:${process.env.PORT ?? '3000'}${WEBHOOK_PATH}`;

/** The local processor of this process (one webhook scheduler per process). */
export function localStripe(): Promise<LocalProcessor> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= (async () => localProcessor((await database()).db, appWebhookUrl()))();
  holder[globalKey].catch(() => delete holder[globalKey]);
  return holder[globalKey];
}

/**
 * The payments port: Stripe when its variables are set, else the local processor served at
 * /v1 on the app's origin. `origin` is the site the shopper is on (the local card challenge page
 * is served there).
 */
export async function payments(origin: string): Promise<PaymentsPort> {
  const config = paymentsConfig();
  if (config.adapter === 'stripe') {
    return stripePayments({ ...config, webhookSecret: async () => config.webhookSecret });
  }
  const processor = await localStripe();
  const url = new URL(origin);
  return stripePayments({
    ...config,
    webhookSecret: () => localWebhookSecret(processor.deps.db),
    config: { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http', httpClient: inProcessHttpClient(processor, url.origin) },
  });
}

export const paymentsAdapterName = () => paymentsConfig().adapter;
