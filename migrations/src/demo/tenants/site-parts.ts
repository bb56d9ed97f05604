import type { SiteConfig } from '@dealer/schemas/content/site';
import { keyed, links, type LinkInput } from '../content/sanity-fields';

/**
 * Pieces of a site document most tenants share. Each tenant still states its own values; these
 * helpers only add Sanity `_key`s and fill the switches a tenant leaves at the product default.
 */

export type Features = SiteConfig['features'];

const defaultFeatures: Features = {
  compare: true, favourites: true, watchlist: true, financeEstimate: true, priceCheck: false, deliveryCalculator: false,
  reviews: true, garage: false, chat: false, checkout: false, homeTestDrive: false, certifiedPreOwned: false,
  electricTag: false, showPhoneImmediately: false, hideTwitterShare: false, sortBySeries: false, showUnregistered: false,
  stickyHeader: true, soldTagText: 'JUST SOLD', viewerDefault: 'spinner', spinAutoRotate: true, cardViewCount: false, subscription: false,
  shortlistCondition: 'inStock',
};

export function features(overrides: Partial<Features>): Features {
  return { ...defaultFeatures, ...overrides };
}

export type NavInput = readonly [label: string, href: string, children?: readonly LinkInput[]];

export function nav(items: readonly NavInput[]) {
  return items.map(([label, href, children], index) => ({
    _key: `nav${index + 1}`,
    label,
    href,
    ...(children ? { children: links(`nav${index + 1}c`, children) } : {}),
  }));
}

export function footerColumns(columns: readonly (readonly [title: string, links: readonly LinkInput[]])[]) {
  return keyed('col', columns.map(([title, list], index) => ({ title, links: links(`col${index + 1}l`, list) })));
}

export function social(handle: string): Record<string, string> {
  return {
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
  };
}

/** The Algolia filter that confines a tenant's searches to its own stock. */
export function siteFilter(slug: string): string {
  return `site_slug:"${slug}"`;
}

export function legalDisclaimer(entity: string): string {
  return `While ${entity} takes care to ensure the information on this website is accurate, vehicle specifications, features, `
    + 'colours and prices may change without notice and images may show optional or overseas equipment. Prices include GST and, '
    + 'where marked Drive Away, registration, CTP insurance, stamp duty and dealer delivery. Please confirm all details with our '
    + 'sales team before purchase. Kilometres shown were correct at the time of listing.';
}

export function financeDisclaimer(lender: string, example: string): string {
  return `Finance provided by ${lender} to approved applicants only; terms, conditions, fees and charges apply. ${example} `
    + 'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different '
    + 'terms, fees or other loan amounts might result in a different comparison rate. Repayment estimates are indicative only '
    + 'and do not constitute a quote or an offer of finance.';
}

export const standardExample = 'Comparison rate based on a secured consumer loan of $30,000 over a 5-year term.';

/**
 * The last day of a manufacturer's finance offer (SPEC 9 'Offer ends'): the end of the month after
 * the seed's reference date, so the demo's offer is always running (the seed is rebuilt daily).
 */
export function financeOfferEnds(referenceDate: Date): string {
  return new Date(Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth() + 2, 0)).toISOString().slice(0, 10);
}
