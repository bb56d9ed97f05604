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
  const host = request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  return handleLocalStripe(request, url.pathname.replace(/^\/v1/, ''), `${protocol}//${host}`, (await localStripe()).deps);
}
