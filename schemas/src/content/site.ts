import { z } from 'zod';
import { address, link, projectedImage } from './common';

/** Site templates the spec implies; each changes layout and defaults, not code paths. */
export const siteTemplate = z.enum(['dealerGroup', 'manufacturerFranchise', 'usedOnly', 'caravanMotorcycle']);
export type SiteTemplate = z.infer<typeof siteTemplate>;

export const cardButton = z.enum(['viewDetails', 'bookTestDrive', 'getFinance', 'reserveNow', 'enquireNow']);
export const vehicleButton = z.enum([
  'enquire', 'testDrive', 'tradeIn', 'reserve', 'finance', 'call', 'chat', 'print', 'historyReport', 'share', 'save', 'location',
]);

const navItem = link.extend({ children: z.array(link).optional() });
export type NavItem = z.infer<typeof navItem>;

const megaMenuColumn = z.object({
  title: z.string(),
  links: z.array(link.extend({ logoUrl: z.string().nullish() })),
});

/**
 * The per-tenant site config as the site query projects it. It is part of every cache key:
 * anything that varies per dealer site lives here, read through the content port.
 */
export const siteConfig = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  domains: z.array(z.string()).default([]),
  template: siteTemplate,
  tagline: z.string().nullish(),
  logo: z.object({ text: z.string(), mark: z.string(), image: projectedImage.nullish() }),
  colours: z.object({
    primary: z.string(),
    primaryForeground: z.string(),
    accent: z.string(),
    accentForeground: z.string(),
  }),
  phones: z.object({ sales: z.string(), service: z.string().nullish(), parts: z.string().nullish() }),
  email: z.string().nullish(),
  address,
  social: z.record(z.string(), z.string()).default({}),
  dealershipSlugs: z.array(z.string()),
  carTypes: z.array(z.enum(['new', 'demo', 'used'])),
  itemTypes: z.array(z.enum(['car', 'motorcycle', 'truck', 'caravan'])),
  features: z.object({
    compare: z.boolean(),
    favourites: z.boolean(),
    watchlist: z.boolean(),
    financeEstimate: z.boolean(),
    priceCheck: z.boolean(),
    deliveryCalculator: z.boolean(),
    reviews: z.boolean(),
    garage: z.boolean(),
    chat: z.boolean(),
    checkout: z.boolean(),
    homeTestDrive: z.boolean(),
    certifiedPreOwned: z.boolean(),
    electricTag: z.boolean(),
    showPhoneImmediately: z.boolean(),
    hideTwitterShare: z.boolean(),
    sortBySeries: z.boolean(),
    showUnregistered: z.boolean(),
    stickyHeader: z.boolean(),
    soldTagText: z.string().default('JUST SOLD'),
  }),
  plugins: z.object({ autogauge: z.boolean(), carAnalysis: z.boolean(), autograb: z.boolean(), redbook: z.boolean() }),
  routes: z.object({
    usedCarPrefix: z.string().nullish(),
    checkoutPath: z.enum(['checkout', 'buy-online']),
    refreshPath: z.string().default('/special-offers'),
  }),
  gatedRoutes: z.array(z.string()).default([]),
  buttons: z.object({ card: z.array(cardButton), vehicle: z.array(vehicleButton) }),
  finance: z.object({
    provider: z.string().nullish(),
    interestLocked: z.boolean(),
    amountMin: z.number(),
    amountMax: z.number(),
    termMax: z.number(),
    interestMin: z.number(),
    interestMax: z.number(),
    defaultInterest: z.number(),
    defaultTermYears: z.number(),
  }),
  search: z.object({
    baseFilter: z.string(),
    searchFilters: z.string().nullish(),
    searchCategories: z.array(z.string()).default([]),
    includeSoldCarsDays: z.number().int().min(0).default(3),
    pageSize: z.number().int().positive().default(21),
    similarPageSize: z.number().int().positive().default(6),
    noPriceText: z.string().default('Enquire for price'),
    excludeZeroPriceOnPriceAsc: z.boolean().default(false),
    promoPositions: z.array(z.number().int().positive()).default([8, 17]),
  }),
  header: z.object({ nav: z.array(navItem), ctas: z.array(link).default([]) }),
  megaMenu: z.object({ title: z.string(), columns: z.array(megaMenuColumn) }),
  footer: z.object({ columns: z.array(z.object({ title: z.string(), links: z.array(link) })), legal: z.string() }),
  legal: z.object({ disclaimer: z.string(), financeDisclaimer: z.string() }),
  warrantyBullets: z.array(z.string()),
  claims: z.object({
    deposit: z.object({ amount: z.number(), holdHours: z.number() }),
    moneyBack: z.object({ text: z.string(), days: z.number().nullish(), hours: z.number().nullish(), km: z.number().nullish() }).nullish(),
    communityProgram: z.number().nullish(),
    warrantyYears: z.number(),
  }),
  analytics: z.object({ gaId: z.string().nullish() }).default({}),
  announcement: z.string().nullish(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** The few fields the tenancy proxy needs to map a host to a site. */
export const siteRoute = z.object({ slug: z.string(), name: z.string(), domains: z.array(z.string()).default([]) });
export type SiteRoute = z.infer<typeof siteRoute>;
