import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { migrate } from '@dealer/migrations/migrate';
import { repaymentTerms } from '@/domain/weekly-repayment';
import { noteIndexedSite } from '@/search/indexing/indexed-repayment-terms';
import { reindexSiteRepayments, type RepaymentReindexDeps } from '@/search/indexing/repayment-reindex';
import { toSearchRecord, type LocationNames } from '@/search/indexing/to-search-record';
import { localSearch } from '@/search/port/local-search';
import { siteFilter } from '@/search/port/site-filter';
import { searchRequest } from '@/search/search-request';
import { parseSearchParams } from '@/search/url-state';
import { listIndexableVehicles } from '@/vehicles/vehicle-repository';
import { databaseTargets } from '../support/database-targets';
import { leadTestSite } from '../support/lead-fixtures';
import { vehicleRow } from '../support/vehicle-fixture';

/**
 * A site's starting rate changes in the Studio: the stock search's weekly repayment filter follows
 * at once (the publish re-derives the site's figures), not from the next full reindex.
 */
const { targets, skipped } = databaseTargets();
if (skipped) console.log(`[repayment reindex] ${skipped}: PGlite only`);

const NOW = new Date('2026-11-20T00:00:00Z');
const base = leadTestSite({ slug: 'alpha' });
const siteAt = (rate: number, estimates = true): SiteConfig =>
  ({ ...base, features: { ...base.features, financeEstimate: estimates }, finance: { ...base.finance, defaultInterest: rate } });

describe.each(targets)('re-deriving weekly repayments after a rate change on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  let site = siteAt(8.5);
  const port = localSearch('Car_repayment_reindex', async () => undefined);
  const locations = (): LocationNames => new Map([['alpha-main', { name: 'Alpha', city: 'Brisbane', state: 'QLD', dealershipName: 'Alpha Motors', repayment: repaymentTerms(site) }]]);
  const deps = (): RepaymentReindexDeps => ({
    site: async (slug) => (slug === 'alpha' ? site : null),
    vehicles: (slug) => listIndexableVehicles(handle.db, 1000, slug),
    locations: async () => locations(),
    now: NOW,
  });
  /** The ids the stock search lists for a weekly_price_range. */
  const under = async (range: string) => {
    const { indexName, params } = searchRequest(parseSearchParams(new URLSearchParams(`weekly_price_range=${range}`)), { indexName: port.indexName, hitsPerPage: 100 });
    const [result] = await port.search([{ indexName, params }], siteFilter('alpha'));
    return result!.hits.map((hit) => Number(hit.objectID)).sort((a, b) => a - b);
  };
  const weeklyOf = async (id: number) => {
    const [result] = await port.search([{ indexName: port.indexName, params: { filters: `id=${id}`, hitsPerPage: 1 } }], siteFilter('alpha'));
    return (result!.hits[0] as unknown as { weekly_repayment: number | null }).weekly_repayment;
  };

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    // Four priced cars without lender data (the figure is the site's calculation) and one with a
    // lender's estimate, which no site rate moves.
    const lender = { paymentWeek: 111.11, interestRate: 7.5, comparisonRate: 8.1, termYears: 5, deposit: 3000, balloon: 9000 };
    const rows = [
      vehicleRow({ id: 9101, site_slug: 'alpha', price: 24990 }),
      vehicleRow({ id: 9102, site_slug: 'alpha', price: 29990 }),
      vehicleRow({ id: 9103, site_slug: 'alpha', price: 31990 }),
      vehicleRow({ id: 9104, site_slug: 'alpha', price: 45990 }),
      vehicleRow({ id: 9105, site_slug: 'alpha', price: 30990, finance_lenders: JSON.stringify({ metroFinance: lender }) }),
    ];
    await handle.db.insertInto('vehicles').values(rows).execute();
    // The index as a full rebuild leaves it at 8.5%.
    const records = [];
    for await (const batch of listIndexableVehicles(handle.db, 1000, 'alpha')) records.push(...batch.map((vehicle) => toSearchRecord(vehicle, locations(), NOW)));
    await port.replaceAll(records);
    noteIndexedSite(site);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('a lower starting rate brings cars under the limit at once; only the figures that move are written', async () => {
    const at85 = await weeklyOf(9103);
    expect(at85).not.toBeNull();
    // A limit just under the $31,990 car's figure at 8.5%.
    const limit = `0:${Math.floor(at85!) - 1}`;
    const before = await under(limit);
    expect(before).not.toContain(9103);
    expect(await weeklyOf(9105)).toBe(111.11);

    site = siteAt(4.5);
    expect(await reindexSiteRepayments(port, 'alpha', deps())).toBe(4);
    const after = await under(limit);
    expect(after).toContain(9103);
    expect(after.length).toBeGreaterThan(before.length);
    expect(await weeklyOf(9103)).toBeLessThan(at85!);
    // The lender states its own figure: unchanged.
    expect(await weeklyOf(9105)).toBe(111.11);
  });

  it('a publish that leaves the rate as it was writes nothing; estimates switched off empty the filter', async () => {
    expect(await reindexSiteRepayments(port, 'alpha', deps())).toBe(0);
    site = siteAt(4.5, false);
    expect(await reindexSiteRepayments(port, 'alpha', deps())).toBe(5);
    expect(await under('0:100000')).toEqual([]);
  });

  it('an unknown site changes nothing', async () => {
    expect(await reindexSiteRepayments(port, 'ghost', deps())).toBe(0);
  });
});
