import { randomBytes } from 'node:crypto';

/**
 * Stripe's error bodies and status codes (docs.stripe.com/api/errors): `{ error: { type, code,
 * message, param, decline_code, payment_intent } }`, 400 for a bad request, 401 for a bad key,
 * 402 for a card error, 404 for a missing object, 409 for a key in use.
 */
export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: { code?: string; param?: string; decline_code?: string; payment_intent?: Record<string, unknown>; payment_method?: Record<string, unknown> } = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { error: { type: this.type, message: this.message, ...this.extra, ...(this.extra.code ? { doc_url: `https://stripe.com/docs/error-codes/${this.extra.code.replace(/_/g, '-')}` } : {}) } };
  }
}

export const requestId = () => `req_${randomBytes(7).toString('hex')}`;

export function stripeJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'request-id': requestId(), 'cache-control': 'no-cache, no-store', 'stripe-version': '2026-10-28.endive', ...headers },
  });
}

const mask = (key: string) => {
  const prefix = /^(sk|pk|rk)_(test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
};

export const errors = {
  noKey: () => new StripeApiError(401, 'invalid_request_error',
    "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."),
  badKey: (key: string) => new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${mask(key)}`),
  publishableKey: () => new StripeApiError(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.'),
  unknownUrl: (method: string, path: string) => new StripeApiError(404, 'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`),
  missing: (resource: string, id: string, param = 'id') => new StripeApiError(404, 'invalid_request_error', `No such ${resource}: '${id}'`, { code: 'resource_missing', param }),
  missingParam: (param: string) => new StripeApiError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param }),
  invalid: (param: string, message: string, code = 'parameter_invalid_string') => new StripeApiError(400, 'invalid_request_error', message, { code, param }),
  unknownParam: (param: string) => new StripeApiError(400, 'invalid_request_error', `Received unknown parameter: ${param}`, { code: 'parameter_unknown', param }),
  unexpectedState: (message: string, intent: Record<string, unknown>) =>
    new StripeApiError(400, 'invalid_request_error', message, { code: 'payment_intent_unexpected_state', payment_intent: intent }),
  idempotencyMismatch: (key: string) => new StripeApiError(400, 'idempotency_error',
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`),
  idempotencyInUse: (key: string) => new StripeApiError(409, 'idempotency_error',
    `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`),
  server: () => new StripeApiError(500, 'api_error', 'An unknown error occurred'),
};
