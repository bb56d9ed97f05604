import { describe, expect, it } from 'vitest';
import type { SiteConfig, SiteDealership } from '@dealer/schemas/content/site';
import { hiddenDealerships, isDealershipShown, siteForDealership, withoutHiddenDealerships } from './dealership-settings';

type GroupSite = Pick<SiteConfig, 'dealerships' | 'buttons' | 'features'>;

const entry = (dealershipSlug: string, overrides: Partial<SiteDealership> = {}): SiteDealership => ({
  dealershipSlug, hidden: false, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [], ...overrides,
});

const group = (dealerships: SiteDealership[], financeEstimate = true): GroupSite => ({
  dealerships,
  buttons: { card: ['viewDetails', 'getFinance', 'reserveNow'], vehicle: ['enquire', 'finance', 'reserve', 'print'] },
  features: { financeEstimate } as SiteConfig['features'],
});

const site = group([
  entry('metro-trucks', { financeEstimateExcluded: true, vehicleButtons: ['enquire', 'call'] }),
  entry('metro-motorcycles', { cardButtons: ['viewDetails', 'enquireNow'] }),
  entry('metro-archive', { hidden: true }),
]);

describe('siteForDealership: a car follows its own dealership on a group site (SPEC 6)', () => {
  it.each<[string, string | null, { card: string[]; vehicle: string[]; financeEstimate: boolean }]>([
    ['a dealership with its own page buttons and no estimate', 'metro-trucks',
      { card: ['viewDetails', 'getFinance', 'reserveNow'], vehicle: ['enquire', 'call'], financeEstimate: false }],
    ['a dealership with its own card buttons', 'metro-motorcycles',
      { card: ['viewDetails', 'enquireNow'], vehicle: ['enquire', 'finance', 'reserve', 'print'], financeEstimate: true }],
    ['a dealership without settings follows the site', 'metro-toyota',
      { card: ['viewDetails', 'getFinance', 'reserveNow'], vehicle: ['enquire', 'finance', 'reserve', 'print'], financeEstimate: true }],
    ['a car without a dealership follows the site', null,
      { card: ['viewDetails', 'getFinance', 'reserveNow'], vehicle: ['enquire', 'finance', 'reserve', 'print'], financeEstimate: true }],
  ])('%s', (_name, dealershipSlug, expected) => {
    const resolved = siteForDealership(site, dealershipSlug);
    expect(resolved.buttons).toEqual({ card: expected.card, vehicle: expected.vehicle });
    expect(resolved.features.financeEstimate).toBe(expected.financeEstimate);
  });

  it('never turns estimates on for a dealership where the site has them off', () => {
    const off = group([entry('metro-toyota')], false);
    expect(siteForDealership(off, 'metro-toyota').features.financeEstimate).toBe(false);
  });

  it('leaves the rest of the site as it is', () => {
    const withName = { ...site, name: 'Metro Motor Group' };
    expect(siteForDealership(withName, 'metro-trucks').name).toBe('Metro Motor Group');
  });
});

describe('dealerships hidden or shown per site (SPEC 6)', () => {
  it('hides exactly the listed dealerships', () => {
    expect(hiddenDealerships(site)).toEqual(['metro-archive']);
    expect(isDealershipShown(site, 'metro-archive')).toBe(false);
    expect(isDealershipShown(site, 'metro-trucks')).toBe(true);
    expect(isDealershipShown(site, 'metro-toyota')).toBe(true);
    expect(isDealershipShown(site, null)).toBe(true);
  });

  it("leaves out a hidden dealership's things and keeps everyone else's, in order", () => {
    const locations = [
      { slug: 'metro-toyota-springwood', dealershipSlug: 'metro-toyota' },
      { slug: 'metro-archive-eagle-farm', dealershipSlug: 'metro-archive' },
      { slug: 'metro-trucks-brendale', dealershipSlug: 'metro-trucks' },
    ];
    expect(withoutHiddenDealerships(site, locations, (l) => l.dealershipSlug).map((l) => l.slug)).toEqual(['metro-toyota-springwood', 'metro-trucks-brendale']);
    expect(withoutHiddenDealerships(group([]), locations, (l) => l.dealershipSlug)).toHaveLength(3);
  });
});
