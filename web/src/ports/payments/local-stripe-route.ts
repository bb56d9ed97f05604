import { originOf } from '@/server/http/request-origin';
import { localStripe } from './index';
import { paymentsConfig } from './payments-config';
import { handleLocalStripe } from './local-stripe/local-stripe-api';
import { stripeJson } from './local-stripe/stripe-errors';

/**
 * `/v1/*`: the local payment processor (Stripe's REST subset) on the app's origin while the
 * payments port runs on its embedded default; 404 with Stripe's body once Stripe is configured.
 */
export async function handleLocalStripeApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (paymentsConfig().adapter !== 'local-stripe') {
    return stripeJson({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } }, 404);
  }
  return handleLocalStripe(request, url.pathname.replace(/^\/v1/, ''), originOf(request), (await localStripe()).deps);
}
