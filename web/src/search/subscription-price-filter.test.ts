import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine/engine';
import { makeVehicleRecords } from './engine/testing/vehicle-records';
import { configureVehicleIndexes } from './engine/vehicle-indexes';
import { searchRequest } from './search-request';
import { parseSearchParams } from './url-state';

const PRIMARY = 'Car_production';
// About one car in ten carries a weekly subscription price (100 to 300), as on a subscription site.
const records = makeVehicleRecords(400, 11);

function search(query: string, subscriptionSite: boolean) {
  const engine = createSearchEngine();
  configureVehicleIndexes(engine, { primary: PRIMARY });
  engine.saveObjects(PRIMARY, records);
  const state = parseSearchParams(new URLSearchParams(query), [], { subscriptionSite });
  const { indexName, params } = searchRequest(state, { indexName: PRIMARY, hitsPerPage: 1000 });
  return engine.search(indexName, params).hits.map((hit) => hit.objectID).sort();
}

const subscribedAtMost = (max: number) =>
  records.filter((r) => r.subscription_price !== null && r.subscription_price <= max).map((r) => r.objectID).sort();

describe('subscription refinements (SPEC 3, SPEC 4 subscription sites)', () => {
  it('subscription_price=0:180 finds exactly the cars subscribed for $180 a week or less', () => {
    const expected = subscribedAtMost(180);
    expect(expected.length).toBeGreaterThan(3);
    expect(search('subscription_price=0:180', true)).toEqual(expected);
  });

  it('weekly_price_range on a subscription site means the subscription price its cards lead with', () => {
    expect(parseSearchParams(new URLSearchParams('weekly_price_range=0:180'), [], { subscriptionSite: true }).ranges)
      .toEqual({ subscription_price: { min: 0, max: 180 } });
    expect(search('weekly_price_range=0:180', true)).toEqual(subscribedAtMost(180));
  });

  it('weekly_price_range on a purchase site stays the weekly finance repayment', () => {
    expect(parseSearchParams(new URLSearchParams('weekly_price_range=0:180'), [], { subscriptionSite: false }).ranges)
      .toEqual({ weekly_repayment: { min: 0, max: 180 } });
  });

  it("the attribute's own parameter wins over the alias", () => {
    expect(parseSearchParams(new URLSearchParams('weekly_price_range=0:180&subscription_price=150:300'), [], { subscriptionSite: true }).ranges)
      .toEqual({ subscription_price: { min: 150, max: 300 } });
  });
});
