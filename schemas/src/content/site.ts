import { z } from 'zod';
import { address, link, list, projectedImage, stringList } from './common';

/** Site templates the spec implies; each changes layout and defaults, not code paths. */
export const siteTemplate = z.enum(['dealerGroup', 'manufacturerFranchise', 'usedOnly', 'caravanMotorcycle']);
export type SiteTemplate = z.infer<typeof siteTemplate>;

const CARD_BUTTONS = ['viewDetails', 'bookTestDrive', 'getFinance', 'reserveNow', 'enquireNow'] as const;
export const cardButton = z.enum(CARD_BUTTONS);
const VEHICLE_BUTTONS = [
  'enquire', 'testDrive', 'tradeIn', 'reserve', 'finance', 'call', 'chat', 'print', 'historyReport', 'share', 'save', 'location',
] as const;
export const vehicleButton = z.enum(VEHICLE_BUTTONS);

/** SPEC 6: one dealership's settings on a site; empty button lists mean "the site's set". */
const siteDealership = z.object({
  dealershipSlug: z.string(),
  hidden: z.boolean().nullish().transform((v) => v ?? false),
  financeEstimateExcluded: z.boolean().nullish().transform((v) => v ?? false),
  cardButtons: stringList(CARD_BUTTONS),
  vehicleButtons: stringList(VEHICLE_BUTTONS),
});
export type SiteDealership = z.infer<typeof siteDealership>;

const navItem = link.extend({ children: list(link) });
export type NavItem = z.infer<typeof navItem>;

const megaMenuColumn = z.object({
  title: z.string(),
  links: list(link.extend({ logoUrl: z.string().nullish() })),
});

/** What a site shows on its vehicle pages before its dealer writes its own (SPEC 2 tabs and FAQ). */
export const DEFAULT_VEHICLE_PAGE = {
  includedNew: ['Full manufacturer warranty', 'Independent safety inspection', 'Pre-delivery service', 'A full tank of fuel on delivery'],
  includedUsed: ['{warrantyYears}-year warranty', 'Independent safety inspection', 'Roadworthy certificate', 'A full tank of fuel on delivery'],
  whyBuyFromUs: [] as string[],
  protectIntro: 'Ask us about protecting your {vehicle}:',
  protectItems: ['Extended warranty', 'Paint and interior protection', 'Tyre and rim cover', 'Comprehensive insurance'],
  faqs: [
    { question: 'Can I test drive this {vehicle}?', answer: 'Yes. Book a test drive online or call {dealer} and we will have it ready for you.' },
    { question: 'Do you offer finance?', answer: 'Yes. Use the finance calculator on this page for an estimate, then apply online for a personalised quote.' },
    { question: 'Can I trade in my current vehicle?', answer: 'Yes. Start a trade-in valuation online and we will include it in your offer.' },
    { question: 'Can you deliver the {vehicle}?', answer: 'Enter your postcode in the delivery calculator for an estimate, or ask us for a quote.' },
  ],
};
export type VehiclePageTexts = typeof DEFAULT_VEHICLE_PAGE & { protectIntro: string };

type StoredVehiclePage = { includedNew: string[]; includedUsed: string[]; whyBuyFromUs: string[]; protectIntro?: string | null; protectItems: string[]; faqs: { question: string; answer: string }[] };

/** An empty list or text means "not written yet": the default shows instead (whyBuyFromUs falls back to the warranty bullets on the page). */
function withVehiclePageDefaults(stored: StoredVehiclePage | null | undefined): VehiclePageTexts {
  const pick = <T>(value: T[] | undefined, fallback: T[]) => (value && value.length > 0 ? value : fallback);
  return {
    includedNew: pick(stored?.includedNew, DEFAULT_VEHICLE_PAGE.includedNew),
    includedUsed: pick(stored?.includedUsed, DEFAULT_VEHICLE_PAGE.includedUsed),
    whyBuyFromUs: stored?.whyBuyFromUs ?? [],
    protectIntro: stored?.protectIntro?.trim() || DEFAULT_VEHICLE_PAGE.protectIntro,
    protectItems: pick(stored?.protectItems, DEFAULT_VEHICLE_PAGE.protectItems),
    faqs: pick(stored?.faqs, DEFAULT_VEHICLE_PAGE.faqs),
  };
}

/**
 * The per-tenant site config as the site query projects it. It is part of every cache key:
 * anything that varies per dealer site lives here, read through the content port.
 */
export const siteConfig = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  domains: list(z.string()),
  template: siteTemplate,
  tagline: z.string().nullish(),
  logo: z.object({ text: z.string(), mark: z.string(), image: projectedImage }),
  colours: z.object({
    primary: z.string(),
    primaryForeground: z.string(),
    accent: z.string(),
    accentForeground: z.string(),
  }),
  phones: z.object({ sales: z.string(), service: z.string().nullish(), parts: z.string().nullish() }),
  email: z.string().nullish(),
  address,
  /** IANA zone of the site's calendar ("today", offer end dates, the sales counter); null means the zone of its address's state. */
  timeZone: z.string().nullish(),
  /** SPEC 3 site config override_city: the city the site names itself by wherever its address shows. */
  overrideCity: z.string().nullish(),
  social: z.record(z.string(), z.string()).default({}),
  dealershipSlugs: list(z.string()),
  /** SPEC 3 site config `dealerships`: per-dealership settings inside a group (SPEC 6). */
  dealerships: list(siteDealership),
  /** SPEC 9: location ids in the dealer's order; locations it leaves out follow by name. */
  locationOrder: list(z.string()),
  carTypes: stringList(['new', 'demo', 'used']),
  itemTypes: stringList(['car', 'motorcycle', 'truck', 'caravan']),
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
    /** SPEC 4 "Image viewer": the view a car with a 360 set opens on (spinner by default). */
    viewerDefault: z.enum(['spinner', 'gallery']).default('spinner'),
    /** SPEC 4: the spin auto-rotates unless the site switches it off. */
    spinAutoRotate: z.boolean().default(true),
    /** SPEC 2: the car card's optional view count. */
    cardViewCount: z.boolean().default(false),
    /** SPEC 4: which cars show the compare and favourite toggles (in stock; or used, priced and with photos). */
    shortlistCondition: z.enum(['inStock', 'usedPricedWithImages']).default('inStock'),
    /** SPEC 4 "Price display order": a subscription site leads with a car's weekly subscription price. */
    subscription: z.boolean().default(false),
  }),
  plugins: z.object({ autogauge: z.boolean(), carAnalysis: z.boolean(), autograb: z.boolean(), redbook: z.boolean() }),
  routes: z.object({
    usedCarPrefix: z.string().nullish(),
    checkoutPath: z.enum(['checkout', 'buy-online']),
    refreshPath: z.string().default('/special-offers'),
  }),
  gatedRoutes: list(z.string()),
  buttons: z.object({ card: stringList(CARD_BUTTONS), vehicle: stringList(VEHICLE_BUTTONS) }),
  finance: z.object({
    provider: z.string().nullish(),
    interestLocked: z.boolean().default(false),
    amountMin: z.number(),
    amountMax: z.number(),
    termMax: z.number(),
    interestMin: z.number(),
    interestMax: z.number(),
    defaultInterest: z.number(),
    defaultTermYears: z.number(),
    /** SPEC 9 'Offer ends': the last day (YYYY-MM-DD) of the advertised finance offer; none for a standing rate. */
    offerEnds: z.string().nullish(),
    /** SPEC 2 "or a configured default link": where finance links go when the car cannot build one; /finance when empty. */
    defaultLink: z.string().nullish(),
  }),
  /** Lead form switches (SPEC 5); a site saved before they existed gets the spec's defaults. */
  forms: z.object({
    messageOptional: z.boolean().default(false),
    termsRequired: z.boolean().default(false),
    financePostcodeRequired: z.boolean().default(false),
    dealershipFieldRemoved: z.boolean().default(false),
  }).default({ messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false }),
  search: z.object({
    baseFilter: z.string(),
    searchFilters: z.string().nullish(),
    searchCategories: list(z.string()),
    includeSoldCarsDays: z.number().int().min(0).default(3),
    pageSize: z.number().int().positive().default(21),
    similarPageSize: z.number().int().positive().default(6),
    noPriceText: z.string().default('Enquire for price'),
    excludeZeroPriceOnPriceAsc: z.boolean().default(false),
    promoPositions: z.array(z.number().int().positive()).default([8, 17]),
    /** SPEC 9 budget quick money options: $5,000 to $70,000, or $300,000 to $800,000 for luxury. */
    budgetFlavour: z.enum(['standard', 'luxury']).default('standard'),
    /** The site's own body types; with them the body filter shows 20 tiles instead of 4 (SPEC 9). */
    customBodies: list(z.string()),
  }),
  header: z.object({ nav: list(navItem), ctas: list(link) }),
  megaMenu: z.object({ title: z.string(), columns: list(megaMenuColumn) }),
  footer: z.object({ columns: list(z.object({ title: z.string(), links: list(link) })), legal: z.string() }),
  legal: z.object({ disclaimer: z.string(), financeDisclaimer: z.string() }),
  warrantyBullets: list(z.string()),
  claims: z.object({
    deposit: z.object({ amount: z.number(), holdHours: z.number() }),
    moneyBack: z.object({ text: z.string(), days: z.number().nullish(), hours: z.number().nullish(), km: z.number().nullish() }).nullish(),
    communityProgram: z.number().nullish(),
    warrantyYears: z.number(),
  }),
  /** The vehicle page's dealer texts; placeholders are filled by the page. Missing parts get the defaults below. */
  vehiclePage: z.object({
    includedNew: list(z.string()),
    includedUsed: list(z.string()),
    whyBuyFromUs: list(z.string()),
    protectIntro: z.string().nullish(),
    protectItems: list(z.string()),
    faqs: list(z.object({ question: z.string(), answer: z.string() })),
  }).nullish().transform(withVehiclePageDefaults),
  analytics: z.object({ gaId: z.string().nullish() }).default({}),
  announcement: z.string().nullish(),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** The few fields the tenancy proxy needs to map a host to a site. */
export const siteRoute = z.object({ slug: z.string(), name: z.string(), domains: list(z.string()) });
export type SiteRoute = z.infer<typeof siteRoute>;
