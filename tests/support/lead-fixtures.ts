import { databaseRateLimitStore } from '@/server/rate-limits/rate-limit-store';
import type { Location } from '@dealer/schemas/content/location';
import { DEFAULT_VEHICLE_PAGE, type SiteConfig } from '@dealer/schemas/content/site';
import { openDatabase, type OpenDatabase } from '@dealer/migrations/database';
import { migrate } from '@dealer/migrations/migrate';
import type { LeadRouteDeps } from '@/leads/server/lead-route-deps';

/** A complete site config for lead tests; override what a test is about. */
export function leadTestSite(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    _id: 'site-alpha', name: 'Alpha Motors', slug: 'alpha', domains: ['www.alpha.example'], template: 'dealerGroup', tagline: null,
    logo: { text: 'Alpha', mark: 'A', image: null },
    colours: { primary: '#123456', primaryForeground: '#ffffff', accent: '#000000', accentForeground: '#ffffff' },
    phones: { sales: '07 5550 0000', service: null, parts: null }, email: 'sales@alpha.example',
    address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' }, social: {},
    dealershipSlugs: ['alpha-dealer'], dealerships: [], locationOrder: [], carTypes: ['new', 'demo', 'used'], itemTypes: ['car'],
    features: {
      compare: false, favourites: false, watchlist: false, financeEstimate: false, priceCheck: false, deliveryCalculator: false, reviews: false,
      garage: false, chat: false, checkout: false, homeTestDrive: false, certifiedPreOwned: false, electricTag: false, showPhoneImmediately: false,
      hideTwitterShare: false, sortBySeries: false, showUnregistered: false, stickyHeader: false, soldTagText: 'JUST SOLD', viewerDefault: 'spinner', spinAutoRotate: true, cardViewCount: false, subscription: false, shortlistCondition: 'inStock',
    },
    plugins: { autogauge: false, carAnalysis: false, autograb: false, redbook: false },
    routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' }, gatedRoutes: [],
    buttons: { card: ['viewDetails'], vehicle: ['enquire'] },
    forms: { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false },
    finance: { provider: 'YouX', interestLocked: false, amountMin: 1000, amountMax: 100000, termMax: 7, interestMin: 0.5, interestMax: 15, defaultInterest: 8.5, defaultTermYears: 5 },
    search: { baseFilter: '', searchFilters: null, searchCategories: [], includeSoldCarsDays: 3, pageSize: 21, similarPageSize: 6, noPriceText: 'Enquire for price', excludeZeroPriceOnPriceAsc: false, promoPositions: [8, 17], budgetFlavour: 'standard', customBodies: [] },
    header: { nav: [], ctas: [] }, megaMenu: { title: '', columns: [] }, footer: { columns: [], legal: '' },
    legal: { disclaimer: '', financeDisclaimer: '' }, warrantyBullets: [],
    claims: { deposit: { amount: 200, holdHours: 48 }, moneyBack: null, communityProgram: null, warrantyYears: 3 },
    vehiclePage: DEFAULT_VEHICLE_PAGE,
    analytics: { gaId: null }, announcement: null,
    ...overrides,
  };
}

export function leadTestLocation(slug: string, overrides: Partial<Location> = {}): Location {
  return {
    _id: slug, name: `Location ${slug}`, slug, siteSlug: 'alpha', dealershipSlug: 'alpha-dealer', primary: false, visible: true, locationType: 'sales',
    manufacturers: [], address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' }, phone: '07 5550 0001',
    openingHours: [], specialHours: [], image: null, ...overrides,
  };
}

export async function openMigratedPglite(): Promise<OpenDatabase> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(handle);
  return handle;
}

/** Route-handler dependencies over a test database and fixed sites keyed by Host. */
export function leadRouteDeps(handle: OpenDatabase, sites: Record<string, SiteConfig>, locations: Location[] = [], overrides: Partial<LeadRouteDeps> = {}): LeadRouteDeps & { storedCount: () => number } {
  let stored = 0;
  const rateLimits = databaseRateLimitStore(handle.db);
  return {
    site: async (host) => sites[(host ?? '').split(':')[0] ?? ''] ?? null,
    db: async () => handle.db,
    rateLimits: async () => rateLimits,
    locations: async () => locations,
    destinations: () => ['local-inbox'],
    stored: () => {
      stored += 1;
    },
    storedCount: () => stored,
    ...overrides,
  };
}

export function jsonRequest(host: string, path: string, body: unknown, headers: Record<string, string> = {}): Request {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request(`http://${host}${path}`, { method: 'POST', body: payload, headers: { host, 'content-type': 'application/json', 'user-agent': 'vitest', ...headers } });
}
