import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { migrate } from '@dealer/migrations/migrate';
import { localWebhookSecret } from '@/ports/payments/local-processor';
import { handleLocalStripe } from '@/ports/payments/local-stripe/local-stripe-api';
import { deliverDue } from '@/ports/payments/local-stripe/webhook-delivery';
import { storeOnlinePaymentLead } from '@/online-payment/server/online-payment-lead';
import { applyOnlinePaymentEvent, pay, type OnlinePaymentDeps, type PayInput } from '@/online-payment/server/online-payment-service';
import { findOnlinePayment } from '@/online-payment/server/online-payment-store';
import { EXPIRED_TEXT, expireAbandonedPayments, PAYMENT_ABANDON_AFTER_MS } from '@/online-payment/server/online-payment-expiry';
import { databaseTargets } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { suiteWebhookReceiver } from '../support/local-stripe-server';
import { ORIGIN, reservationHarness } from '../support/reservation-harness';

/**
 * Online payment below the page (SPEC 2 /online-payment): the amount charged at once through the
 * local processor and the real `stripe` SDK, the receipt and the dealer's lead once, however the
 * answer comes back (the first answer, a double click, the card challenge's webhook replayed).
 */
const site = leadTestSite({ slug: 'alpha' });
const { targets, skipped } = databaseTargets();
if (skipped) console.log(`[online payments] ${skipped}: PGlite only`);

const receiver = suiteWebhookReceiver();
const webhooks = receiver.received;

describe.each(targets)('online payment on $name', (target) => {
  let handle: OpenDatabase & { dispose(): Promise<void> };
  let harness: ReturnType<typeof reservationHarness>;
  let deps: OnlinePaymentDeps;
  const receipts: string[] = [];

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    harness = reservationHarness(handle.db, { alpha: site }, `${receiver.url()}/webhook`);
    deps = {
      db: handle.db, payments: harness.deps.payments, site: harness.deps.site, email: harness.deps.email, now: harness.clock.now,
      receipt: async (_site, _payment, text) => {
        receipts.push(text);
      },
      lead: (s, payment) => storeOnlinePaymentLead(handle.db, ['local-inbox'], s, payment),
    };
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const input = (overrides: Partial<PayInput> = {}): PayInput => ({
    site, reference: 'INV-10482', amountCents: 125_050, name: 'Jordan Payer', email: 'jordan@example.com', phone: '0412345678', userId: null,
    paymentMethod: 'pm_card_visa', key: crypto.randomUUID(), returnUrl: (p) => `${ORIGIN}/online-payment?payment=${p.id}`, ...overrides,
  });
  /** The shopper finishes the local processor's card challenge page. */
  const completeChallenge = async (url: string) => {
    const done = await handleLocalStripe(new Request(url, { method: 'POST', body: new URLSearchParams({ result: 'complete' }) }),
      new URL(url).pathname.replace(/^\/v1/, ''), ORIGIN, harness.processor.deps);
    expect(done.status).toBe(303);
  };
  const leadsFor = (receipt: string) => handle.db.selectFrom('leads').selectAll().where('kind', '=', 'online-payment')
    .where('idempotency_key', 'like', 'online-payment:%').execute().then((rows) => rows.filter((r) => (r.user_data as { receipt?: string }).receipt === receipt));

  it('charges the amount at once, sends one receipt and one lead, even for a triple click', async () => {
    receipts.length = 0;
    const key = crypto.randomUUID();
    const results = await Promise.all([pay(deps, input({ key })), pay(deps, input({ key })), pay(deps, input({ key }))]);
    const paid = results.find((r) => r.kind === 'paid');
    if (!paid || paid.kind !== 'paid') throw new Error(JSON.stringify(results));
    expect(results.every((r) => r.kind === 'paid' || r.kind === 'processing')).toBe(true);
    expect(paid.payment).toMatchObject({ state: 'paid', amount_cents: 125_050, dealer_reference: 'INV-10482' });
    expect(await harness.port.retrieve(paid.payment.payment_intent_id!)).toMatchObject({ state: 'succeeded', received: 125_050 });
    expect(receipts).toEqual([`${site.name}: thank you, we received your payment of $1,250.50 for INV-10482. Receipt ${paid.payment.receipt}.`]);
    expect(harness.emails.filter((e) => e.subject.startsWith(`Receipt ${paid.payment.receipt}`))).toEqual([
      { siteSlug: 'alpha', to: 'jordan@example.com', subject: `Receipt ${paid.payment.receipt}: $1,250.50 paid to ${site.name}`, body: expect.stringContaining(receipts[0]!) },
    ]);
    const leads = await leadsFor(paid.payment.receipt);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ category: 'Online Payment' });
    const rows = await handle.db.selectFrom('online_payments').select('id').where('dealer_reference', '=', 'INV-10482').execute();
    expect(rows).toHaveLength(1);
  });

  it('says the card was declined and takes nothing', async () => {
    const result = await pay(deps, input({ paymentMethod: 'pm_card_chargeDeclined', reference: 'INV-2' }));
    expect(result).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    const row = await handle.db.selectFrom('online_payments').selectAll().where('dealer_reference', '=', 'INV-2').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', failure: 'Your card was declined.', paid_at: null });
  });

  it('is paid after the card challenge; the webhook delivered 3 times gives one receipt', async () => {
    receipts.length = 0;
    const result = await pay(deps, input({ paymentMethod: 'pm_card_authenticationRequired', reference: 'INV-3' }));
    if (result.kind !== 'authenticate') throw new Error(result.kind);
    await completeChallenge(result.url);
    // The processor's own scheduler may already be delivering the event in the background (it is
    // kicked by every new event); whichever delivers it, the succeeded event reaches the receiver.
    const secret = await localWebhookSecret(handle.db);
    await deliverDue({ db: handle.db, endpoint: async () => ({ url: `${receiver.url()}/webhook`, secret }), now: harness.clock.now });
    const succeeded = () => webhooks.find((w) => w.body.includes('payment_intent.succeeded') && w.body.includes(result.payment.id));
    await vi.waitFor(() => expect(succeeded()).toBeDefined());
    const delivery = succeeded()!;
    const event = await (await deps.payments()).webhookEvent(delivery.body, delivery.signature);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await applyOnlinePaymentEvent(deps, event));
    expect(outcomes).toEqual(['applied', 'replay', 'replay']);
    expect((await findOnlinePayment(handle.db, result.payment.id))?.state).toBe('paid');
    expect(receipts).toHaveLength(1);
  });

  it('ends an abandoned card challenge after 30 minutes: its PaymentIntent cancelled, nothing taken, no receipt', async () => {
    receipts.length = 0;
    const result = await pay(deps, input({ paymentMethod: 'pm_card_authenticationRequired', reference: 'INV-5' }));
    if (result.kind !== 'authenticate') throw new Error(result.kind);
    const intent = result.payment.payment_intent_id!;
    expect((await harness.port.retrieve(intent)).state).toBe('requires_action');
    harness.clock.advance(PAYMENT_ABANDON_AFTER_MS / 1000 - 60);
    expect(await expireAbandonedPayments(deps)).toBe(0);
    expect((await findOnlinePayment(handle.db, result.payment.id))?.state).toBe('pending');
    harness.clock.advance(120);
    // Instances sweeping together end it once.
    const ended = await Promise.all([expireAbandonedPayments(deps), expireAbandonedPayments(deps)]);
    expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await findOnlinePayment(handle.db, result.payment.id)).toMatchObject({ state: 'failed', failure: EXPIRED_TEXT, paid_at: null });
    expect(await harness.port.retrieve(intent)).toMatchObject({ state: 'canceled', received: 0, capturable: 0 });
    expect(await expireAbandonedPayments(deps)).toBe(0);
    expect(receipts).toEqual([]);
    expect(await leadsFor(result.payment.receipt)).toEqual([]);
  });

  it('counts a challenge finished just before the sweep as paid, never cancelling it', async () => {
    receipts.length = 0;
    const result = await pay(deps, input({ paymentMethod: 'pm_card_authenticationRequired', reference: 'INV-6' }));
    if (result.kind !== 'authenticate') throw new Error(result.kind);
    await completeChallenge(result.url);
    harness.clock.advance(PAYMENT_ABANDON_AFTER_MS / 1000 + 60);
    await expireAbandonedPayments(deps);
    expect((await findOnlinePayment(handle.db, result.payment.id))?.state).toBe('paid');
    expect((await harness.port.retrieve(result.payment.payment_intent_id!)).state).toBe('succeeded');
    expect(receipts).toHaveLength(1);
  });

  it('says so when the processor is down and charges nothing', async () => {
    harness.state.down = true;
    try {
      expect((await pay(deps, input({ reference: 'INV-4' }))).kind).toBe('unavailable');
    } finally {
      harness.state.down = false;
    }
    const rows = await handle.db.selectFrom('online_payments').select(['state', 'payment_intent_id']).where('dealer_reference', '=', 'INV-4').execute();
    expect(rows).toEqual([{ state: 'failed', payment_intent_id: null }]);
  });
});
