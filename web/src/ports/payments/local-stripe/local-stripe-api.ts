import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { readBoundedText } from '@/server/http/request-body';
import { challengePage } from './challenge-page';
import { FormBodyError, metadataParam, parseFormBody, stringParam, type FormObject } from './form-body';
import { claimKey, fingerprint, isSavedError, releaseKey, saveResult } from './idempotency';
import { stripeId, unixSeconds } from './ids';
import { cancelIntent, CANCELLATION_REASONS, captureIntent, completeAuthentication, confirmIntent, newPaymentIntent, type PaymentIntentJson, type Step } from './payment-intents';
import { findEvent, findObject, insertObject, listEvents, recordEvents, updateObject } from './store';
import { errors, requestId, StripeApiError, stripeJson } from './stripe-errors';
import { luhnValid, TEST_PAYMENT_METHODS, testCard, type CardOutcome } from './test-cards';

export type LocalStripeDeps = {
  db: Kysely<Database>;
  secretKeys: readonly string[];
  publishableKeys: readonly string[];
  /** Called after a change recorded events, so webhooks go out at once. */
  onEvents?: () => void;
  now?: () => Date;
};

type StoredCard = Record<string, unknown> & { id: string; __outcome: CardOutcome };
type Caller = { key: string; secret: boolean };

const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's minimum charge in AUD is $0.50; amounts are integers in cents up to 8 digits. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

const publicView = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith('__')));

function sameKey(given: string, accepted: readonly string[]): boolean {
  const a = Buffer.from(given);
  return accepted.some((key) => {
    const b = Buffer.from(key);
    return a.length === b.length && timingSafeEqual(a, b);
  });
}

function callerKey(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString('utf8').split(':')[0] || null;
  return null;
}

function authenticate(request: Request, deps: LocalStripeDeps): Caller {
  const key = callerKey(request);
  if (!key) throw errors.noKey();
  if (sameKey(key, deps.secretKeys)) return { key, secret: true };
  if (sameKey(key, deps.publishableKeys)) return { key, secret: false };
  throw errors.badKey(key);
}

function amountParam(body: FormObject, name: string, required: boolean): number | null {
  const raw = stringParam(body, name);
  if (raw === undefined) {
    if (required) throw errors.missingParam(name);
    return null;
  }
  if (!/^\d+$/.test(raw)) throw errors.invalid(name, `Invalid integer: ${raw}`, 'parameter_invalid_integer');
  const amount = Number(raw);
  if (amount > MAX_AMOUNT) throw errors.invalid(name, `Amount must be no more than $999,999.99 aud`, 'amount_too_large');
  return amount;
}

const ALLOWED_CREATE = new Set(['amount', 'currency', 'capture_method', 'confirm', 'payment_method', 'description', 'receipt_email', 'metadata', 'payment_method_types', 'return_url', 'automatic_payment_methods', 'allowed_payment_method_types', 'error_on_requires_action', 'expand', 'confirmation_method']);

/**
 * The embedded default of the payments port: Stripe's REST API subset the app uses, with Stripe's
 * paths, form-encoded parameters, JSON objects, errors, idempotency and events, so the official
 * `stripe` SDK runs against it unchanged. `path` is what follows /v1; `origin` is where the
 * processor is served (for the challenge page's address).
 */
export async function handleLocalStripe(request: Request, path: string, origin: string, deps: LocalStripeDeps): Promise<Response> {
  const now = deps.now?.() ?? new Date();
  const method = request.method.toUpperCase();
  try {
    const challenge = /^\/local\/authenticate\/(pi_[A-Za-z0-9]+)$/.exec(path);
    if (challenge) return await authenticationPage(request, challenge[1]!, deps, now);

    const caller = authenticate(request, deps);
    let body: FormObject = {};
    if (method === 'POST') {
      const text = await readBoundedText(request, MAX_BODY_BYTES);
      if (text === 'too-large' || text === 'unreadable') throw errors.invalid('body', 'The request body could not be read (at most 64 KB of form-encoded parameters).');
      body = parseFormBody(text);
    } else {
      body = parseFormBody(new URL(request.url).search.slice(1));
    }
    const idempotencyKey = method === 'POST' ? request.headers.get('idempotency-key') : null;
    const reqId = requestId();
    const run = () => route(method, path, body, caller, { deps, now, origin, request: { id: reqId, idempotencyKey } });
    if (!idempotencyKey) return await respond(run);

    const claim = await claimKey(deps.db, caller.key, idempotencyKey, fingerprint(method, path, body), now);
    if (claim.kind === 'replay') {
      return stripeJson(claim.body, claim.status, { 'idempotent-replayed': 'true', 'idempotency-key': idempotencyKey, 'original-request': String((claim.body.request as { id?: string } | undefined)?.id ?? reqId) });
    }
    try {
      const result = await run();
      await saveResult(deps.db, caller.key, idempotencyKey, 200, result);
      return stripeJson(result, 200, { 'idempotency-key': idempotencyKey, 'request-id': reqId });
    } catch (error) {
      const apiError = toApiError(error);
      if (isSavedError(apiError)) await saveResult(deps.db, caller.key, idempotencyKey, apiError.status, apiError.body());
      else await releaseKey(deps.db, caller.key, idempotencyKey);
      throw apiError;
    }
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500) console.error('[local stripe] failed', error instanceof Error ? error.message : error);
    return stripeJson(apiError.body(), apiError.status);
  }
}

function toApiError(error: unknown): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof FormBodyError) return errors.invalid('body', error.message);
  return errors.server();
}

async function respond(run: () => Promise<Record<string, unknown>>): Promise<Response> {
  return stripeJson(await run());
}

type Context = { deps: LocalStripeDeps; now: Date; origin: string; request: { id: string; idempotencyKey: string | null } };

async function route(method: string, path: string, body: FormObject, caller: Caller, ctx: Context): Promise<Record<string, unknown>> {
  const segments = path.split('/').filter(Boolean);
  const [resource, id, action, ...rest] = segments;
  if (rest.length > 0) throw errors.unknownUrl(method, `/v1${path}`);

  if (resource === 'payment_methods') {
    if (method === 'POST' && !id) return createPaymentMethod(body, ctx);
    if (method === 'GET' && id && !action) {
      requireSecret(caller);
      const card = await findObject<StoredCard>(ctx.deps.db, id, 'payment_method');
      if (!card) throw errors.missing('payment_method', id);
      return publicView(card);
    }
  }
  if (resource === 'payment_intents') {
    if (method === 'GET' && id && !action) {
      const intent = await findObject<PaymentIntentJson>(ctx.deps.db, id, 'payment_intent');
      // A publishable key reads an intent only with its client secret (as Stripe.js does).
      if (!caller.secret && (!intent || stringParam(body, 'client_secret') !== intent.client_secret)) throw errors.publishableKey();
      if (!intent) throw errors.missing('payment_intent', id, 'intent');
      return intent;
    }
    requireSecret(caller);
    if (method === 'POST' && !id) return createIntent(body, ctx);
    if (method === 'POST' && id && action) return changeIntent(id, action, body, ctx);
  }
  if (resource === 'refunds' && method === 'POST' && !id) {
    requireSecret(caller);
    return createRefund(body, ctx);
  }
  if (resource === 'events' && method === 'GET') {
    requireSecret(caller);
    if (id && !action) {
      const event = await findEvent(ctx.deps.db, id);
      if (!event) throw errors.missing('event', id);
      return event;
    }
    if (!id) {
      const limit = Math.min(100, Math.max(1, Number(stringParam(body, 'limit') ?? 10) || 10));
      const page = await listEvents(ctx.deps.db, { limit, type: stringParam(body, 'type'), startingAfter: stringParam(body, 'starting_after') });
      return { object: 'list', url: '/v1/events', ...page };
    }
  }
  throw errors.unknownUrl(method, `/v1${path}`);
}

function requireSecret(caller: Caller) {
  if (!caller.secret) throw errors.publishableKey();
}

async function createPaymentMethod(body: FormObject, ctx: Context): Promise<Record<string, unknown>> {
  if (stringParam(body, 'type') !== 'card') throw stringParam(body, 'type') === undefined ? errors.missingParam('type') : errors.invalid('type', 'Invalid type: must be card.');
  const card = body.card;
  if (!card || typeof card !== 'object' || Array.isArray(card)) throw errors.missingParam('card');
  const number = String(card.number ?? '').replace(/\s+/g, '');
  if (!luhnValid(number)) throw new StripeApiError(402, 'card_error', 'Your card number is incorrect.', { code: 'incorrect_number', param: 'number' });
  const month = Number(card.exp_month);
  const year = Number(card.exp_year);
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new StripeApiError(402, 'card_error', "Your card's expiration month is invalid.", { code: 'invalid_expiry_month', param: 'exp_month' });
  if (!Number.isInteger(fullYear) || fullYear < ctx.now.getUTCFullYear() || (fullYear === ctx.now.getUTCFullYear() && month < ctx.now.getUTCMonth() + 1)) {
    throw new StripeApiError(402, 'card_error', "Your card's expiration year is invalid.", { code: 'invalid_expiry_year', param: 'exp_year' });
  }
  if (card.cvc !== undefined && !/^\d{3,4}$/.test(String(card.cvc))) throw new StripeApiError(402, 'card_error', "Your card's security code is invalid.", { code: 'invalid_cvc', param: 'cvc' });
  return storeCard(ctx, number, month, fullYear);
}

async function storeCard(ctx: Context, number: string, month: number, year: number, id = stripeId('pm')): Promise<StoredCard> {
  const test = testCard(number);
  const stored: StoredCard = {
    id, object: 'payment_method', type: 'card', created: unixSeconds(ctx.now), livemode: false, metadata: {}, customer: null,
    billing_details: { address: null, email: null, name: null, phone: null },
    card: { brand: test.brand, last4: test.last4, exp_month: month, exp_year: year, country: 'AU', funding: 'credit' },
    __outcome: test.outcome,
  };
  await ctx.deps.db.insertInto('local_stripe_objects').values({ id, object: 'payment_method', data: JSON.stringify(stored) })
    .onConflict((oc) => oc.column('id').doNothing()).execute();
  return publicView(stored) as StoredCard;
}

/** A payment method by id: a stored one, or one of Stripe's test ids (pm_card_visa …). */
async function paymentMethod(ctx: Context, id: string): Promise<StoredCard> {
  const stored = await findObject<StoredCard>(ctx.deps.db, id, 'payment_method');
  if (stored) return stored;
  const number = TEST_PAYMENT_METHODS[id];
  if (!number) throw errors.missing('PaymentMethod', id, 'payment_method');
  await storeCard(ctx, number, 12, ctx.now.getUTCFullYear() + 3, id);
  return (await findObject<StoredCard>(ctx.deps.db, id, 'payment_method'))!;
}

function checkUnknown(body: FormObject, allowed: ReadonlySet<string>) {
  for (const key of Object.keys(body)) if (!allowed.has(key)) throw errors.unknownParam(key);
}

async function createIntent(body: FormObject, ctx: Context): Promise<Record<string, unknown>> {
  checkUnknown(body, ALLOWED_CREATE);
  const amount = amountParam(body, 'amount', true)!;
  const currency = stringParam(body, 'currency');
  if (!currency) throw errors.missingParam('currency');
  if (!/^[a-z]{3}$/.test(currency.toLowerCase())) throw errors.invalid('currency', `Invalid currency: ${currency}.`, 'parameter_invalid_string');
  if (amount < MIN_AMOUNT) throw errors.invalid('amount', `Amount must be at least $0.50 ${currency.toLowerCase()}`, 'amount_too_small');
  const capture = stringParam(body, 'capture_method') ?? 'automatic_async';
  if (capture !== 'manual' && capture !== 'automatic' && capture !== 'automatic_async') {
    throw errors.invalid('capture_method', `Invalid capture_method: must be one of automatic, automatic_async, or manual`);
  }
  const pmId = stringParam(body, 'payment_method') ?? null;
  const card = pmId ? await paymentMethod(ctx, pmId) : null;
  const confirm = stringParam(body, 'confirm') === 'true';
  return ctx.deps.db.transaction().execute(async (trx) => {
    const created = newPaymentIntent({
      amount, currency: currency.toLowerCase(), capture_method: capture, description: stringParam(body, 'description') ?? null,
      receipt_email: stringParam(body, 'receipt_email') ?? null, metadata: metadataParam(body) ?? {}, payment_method: pmId, now: ctx.now,
    });
    let step: Step = created;
    if (confirm) {
      if (!card) throw errors.invalid('payment_method', 'You cannot confirm this PaymentIntent because it\'s missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.', 'payment_intent_unexpected_state');
      const confirmed = confirmIntent(created.intent, cardFor(card), challengeUrl(ctx, created.intent), stringParam(body, 'return_url') ?? null);
      step = { ...confirmed, events: [...created.events, ...confirmed.events] };
    }
    await insertObject(trx, step.intent.id, 'payment_intent', step.intent);
    await recordEvents(trx, step.events, step.intent, ctx.request, ctx.now);
    return step;
  }).then((step) => finish(step, ctx));
}

const cardFor = (card: StoredCard) => ({ id: card.id, outcome: card.__outcome, json: publicView(card) });
const challengeUrl = (ctx: Context, intent: PaymentIntentJson) =>
  `${ctx.origin}/v1/local/authenticate/${intent.id}?client_secret=${encodeURIComponent(intent.client_secret)}`;

function finish(step: Step, ctx: Context): Record<string, unknown> {
  if (step.events.length > 0) ctx.deps.onEvents?.();
  if (step.error) throw step.error;
  return step.intent;
}

async function changeIntent(id: string, action: string, body: FormObject, ctx: Context): Promise<Record<string, unknown>> {
  if (!['confirm', 'capture', 'cancel'].includes(action)) throw errors.unknownUrl('POST', `/v1/payment_intents/${id}/${action}`);
  const pmId = action === 'confirm' ? stringParam(body, 'payment_method') : undefined;
  const card = pmId ? await paymentMethod(ctx, pmId) : null;
  const amountToCapture = action === 'capture' ? amountParam(body, 'amount_to_capture', false) : null;
  const reason = action === 'cancel' ? stringParam(body, 'cancellation_reason') ?? null : null;
  if (reason !== null && !CANCELLATION_REASONS.includes(reason)) {
    throw errors.invalid('cancellation_reason', `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`);
  }
  const step = await ctx.deps.db.transaction().execute(async (trx) => {
    const intent = await findObject<PaymentIntentJson>(trx, id, 'payment_intent', true);
    if (!intent) throw errors.missing('payment_intent', id, 'intent');
    let next: Step;
    if (action === 'confirm') {
      const chosen = card ?? (intent.payment_method ? await paymentMethod(ctx, intent.payment_method) : null);
      if (!chosen) {
        throw errors.unexpectedState("You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.", intent);
      }
      next = confirmIntent(intent, cardFor(chosen), challengeUrl(ctx, intent), stringParam(body, 'return_url') ?? null);
    } else if (action === 'capture') {
      next = captureIntent(intent, amountToCapture);
    } else {
      next = cancelIntent(intent, reason, ctx.now);
    }
    await updateObject(trx, id, next.intent);
    await recordEvents(trx, next.events, next.intent, ctx.request, ctx.now);
    return next;
  });
  return finish(step, ctx);
}

async function createRefund(body: FormObject, ctx: Context): Promise<Record<string, unknown>> {
  const intentId = stringParam(body, 'payment_intent');
  if (!intentId) throw errors.missingParam('payment_intent');
  const requested = amountParam(body, 'amount', false);
  const refund = await ctx.deps.db.transaction().execute(async (trx) => {
    const intent = await findObject<PaymentIntentJson & { __refunded?: number }>(trx, intentId, 'payment_intent', true);
    if (!intent) throw errors.missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { code: 'charge_not_refundable', param: 'payment_intent' });
    }
    const left = intent.amount_received - (intent.__refunded ?? 0);
    const amount = requested ?? left;
    if (amount <= 0 || amount > left) {
      throw new StripeApiError(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, { code: 'amount_too_large', param: 'amount' });
    }
    const refund = {
      id: stripeId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intentId, charge: intent.latest_charge,
      status: 'succeeded', reason: stringParam(body, 'reason') ?? null, metadata: metadataParam(body) ?? {}, created: unixSeconds(ctx.now),
    };
    await insertObject(trx, refund.id, 'refund', refund);
    await updateObject(trx, intentId, { ...intent, __refunded: (intent.__refunded ?? 0) + amount });
    await recordEvents(trx, ['refund.created', 'charge.refunded'], refund, ctx.request, ctx.now);
    return refund;
  });
  ctx.deps.onEvents?.();
  return refund;
}

async function authenticationPage(request: Request, id: string, deps: LocalStripeDeps, now: Date): Promise<Response> {
  const url = new URL(request.url);
  const secret = url.searchParams.get('client_secret') ?? '';
  const intent = await findObject<PaymentIntentJson>(deps.db, id, 'payment_intent');
  if (!intent || !sameKey(secret, [intent.client_secret])) throw errors.missing('payment_intent', id, 'intent');
  const returnUrl = (intent.next_action?.redirect_to_url as { return_url?: string } | undefined)?.return_url ?? null;
  if (request.method === 'GET') {
    const amount = new Intl.NumberFormat('en-AU', { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
    return challengePage({ amount, merchant: intent.description ?? 'the merchant', action: `${url.pathname}${url.search}` });
  }
  if (request.method !== 'POST') throw errors.unknownUrl(request.method, url.pathname);
  const form = await readBoundedText(request, 1024);
  const passed = typeof form === 'string' && form !== 'too-large' && form !== 'unreadable' && new URLSearchParams(form).get('result') === 'complete';
  const step = await deps.db.transaction().execute(async (trx) => {
    const locked = await findObject<PaymentIntentJson>(trx, id, 'payment_intent', true);
    const next = completeAuthentication(locked!, passed);
    if (next.events.length === 0) return next;
    await updateObject(trx, id, next.intent);
    await recordEvents(trx, next.events, next.intent, { id: requestId(), idempotencyKey: null }, now);
    return next;
  });
  if (step.events.length > 0) deps.onEvents?.();
  if (!returnUrl) return new Response(passed ? 'Authentication complete. You can close this window.' : 'Authentication failed.', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const back = new URL(returnUrl);
  back.searchParams.set('payment_intent', id);
  back.searchParams.set('payment_intent_client_secret', intent.client_secret);
  back.searchParams.set('redirect_status', step.intent.status === 'requires_payment_method' ? 'failed' : 'succeeded');
  return new Response(null, { status: 303, headers: { location: back.toString() } });
}
