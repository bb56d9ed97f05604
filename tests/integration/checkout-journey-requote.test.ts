import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { saveStep, type JourneyContext, type JourneyDeps } from '@/checkout-journey/server/journey-service';
import { openJourney, type Journey } from '@/checkout-journey/server/journey-store';
import { handoverWindow } from '@/checkout-journey/journey-steps';
import type { QuoteRequest } from '@/ports/finance-quote';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { databaseTargets } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * Buy online with finance: the quick quote is for what the deal leaves to finance, so choosing
 * delivery (its fee adds to the balance) after the finance step asks for a new quote, for the new
 * amount; a pickup that changes nothing asks for none.
 */
const site = leadTestSite({ slug: 'alpha', features: { ...leadTestSite().features, checkout: true } });
const { targets } = databaseTargets();

describe.each(targets)('the checkout journey re-quotes finance on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  const asked: QuoteRequest[] = [];
  let deps: JourneyDeps;
  let context: JourneyContext;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    await handle.db.insertInto('vehicles').values(vehicleRow({ id: 901, site_slug: 'alpha', checkout_enabled: true, price: 30_000 })).execute();
    const vehicle = (await findVehicleById(handle.db, 'alpha', 901))!;
    deps = {
      db: handle.db, now: () => new Date('2026-03-02T00:00:00Z'),
      valuation: () => { throw new Error('no trade-in in this test'); },
      finance: () => ({
        adapter: 'local', createCustomer: async () => ({ redirectUrl: '/x' }),
        quote: async (request) => {
          asked.push(request);
          return { weeklyRepaymentAmount: Math.round(request.purchasePrice / 260), advertisedRate: 9.5, comparisonRate: 10.1 };
        },
      }),
      delivery: async (_site, _vehicle, postcode) => (postcode === '4350' ? { ok: true, price: 850, name: 'Toowoomba', zone: 'regional' } : { ok: false, status: 404, message: 'No estimate' }),
    };
    context = { site, vehicle, price: 30_000, deposit: 200, today: '2026-03-02', zone: 'Australia/Brisbane', locationName: 'Alpha Yard', sessionPhone: null };
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  const step = async (journey: Journey, n: number, values: Record<string, unknown>) => {
    const saved = await saveStep(deps, context, journey, n, values);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    return saved.journey;
  };

  it('asks for a new quote for the new amount once delivery is chosen, and none when nothing changed', async () => {
    const date = handoverWindow(context.today).from;
    let journey = await openJourney(handle.db, 'alpha', 'device:requote', 901, deps.now());
    journey = await step(journey, 1, {});
    journey = await step(journey, 2, { has_trade_in: 'no' });
    journey = await step(journey, 3, { method: 'finance', loanTerm: '5', selfAssessedCreditScore: 'GREAT' });
    expect(journey.data.payment).toMatchObject({ method: 'finance', quote: { amount: 29_800 } });
    expect(asked.map((r) => r.purchasePrice)).toEqual([29_800]);

    journey = await step(journey, 4, { method: 'pickup', date });
    expect(asked).toHaveLength(1);

    journey = await step(journey, 4, { method: 'delivery', postcode: '4350', date });
    expect(asked.map((r) => r.purchasePrice)).toEqual([29_800, 30_650]);
    expect(asked[1]).toMatchObject({ loanTerm: 5, selfAssessedCreditScore: 'GREAT' });
    expect(journey.data.payment).toMatchObject({ method: 'finance', loanTerm: 5, quote: { amount: 30_650, weeklyRepaymentAmount: Math.round(30_650 / 260) } });
  });
});
