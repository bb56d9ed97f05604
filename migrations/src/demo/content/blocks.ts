import type { BlockType } from '@dealer/schemas/content/blocks';
import { portableText } from './portable-text';
import type { SanityImage, SanityReference } from './sanity-fields';

/**
 * Builders for page sections as stored in Sanity: `{ _type, _key, ...fields }`. Field names follow
 * the block schemas in @dealer/schemas/content/blocks, which PAGE_QUERY's projection feeds.
 */
type Section<T extends BlockType> = { _type: T; _key: string } & Record<string, unknown>;
type Cta = readonly [label: string, href: string, variant?: 'primary' | 'secondary'];

const ctas = (prefix: string, list: readonly Cta[]) =>
  list.map(([label, href, variant], index) => ({ _key: `${prefix}${index + 1}`, label, href, variant: variant ?? 'primary' }));

export function hero(key: string, fields: { heading: string; subheading: string; image: SanityImage; ctas: readonly Cta[] }): Section<'hero'> {
  return { _type: 'hero', _key: key, heading: fields.heading, subheading: fields.subheading, image: fields.image, ctas: ctas('cta', fields.ctas) };
}

export type Tile = { heading: string; body: string; href: string; ctaLabel: string; image: SanityImage };

export function promoTiles(key: string, heading: string | null, tiles: readonly Tile[]): Section<'promoTiles'> {
  return { _type: 'promoTiles', _key: key, heading, tiles: tiles.map((tile, index) => ({ _key: `tile${index + 1}`, ...tile })) };
}

export function featuredStock(key: string, fields: { heading: string; filter: string; limit?: number; ctaLabel: string; ctaHref: string }): Section<'featuredStock'> {
  return { _type: 'featuredStock', _key: key, heading: fields.heading, filter: fields.filter, limit: fields.limit ?? 6, ctaLabel: fields.ctaLabel, ctaHref: fields.ctaHref };
}

type BannerItem = { heading: string; body: string; href: string };

/** The spec's three-item banner: latest offers, book a service, sell your car. */
export function featureBanner(key: string, offers: BannerItem, service: BannerItem, sell: BannerItem): Section<'featureBanner'> {
  return {
    _type: 'featureBanner',
    _key: key,
    items: [
      { _key: 'offers', icon: 'offers', ...offers },
      { _key: 'service', icon: 'service', ...service },
      { _key: 'sell', icon: 'sell', ...sell },
    ],
  };
}

export function brandGrid(key: string, heading: string, brands: readonly (SanityReference & { _key: string })[]): Section<'brandGrid'> {
  return { _type: 'brandGrid', _key: key, heading, brands: [...brands] };
}

export function statsCounter(key: string, heading: string | null, stats: readonly (readonly [value: string, label: string])[]): Section<'statsCounter'> {
  return { _type: 'statsCounter', _key: key, heading, stats: stats.map(([value, label], index) => ({ _key: `stat${index + 1}`, value, label })) };
}

export function warrantyBullets(key: string, heading: string): Section<'warrantyBullets'> {
  return { _type: 'warrantyBullets', _key: key, heading };
}

export function ctaButtons(key: string, heading: string, buttons: readonly Cta[]): Section<'ctaButtons'> {
  return { _type: 'ctaButtons', _key: key, heading, buttons: ctas('button', buttons) };
}

export function richText(key: string, lines: readonly string[]): Section<'richText'> {
  return { _type: 'richText', _key: key, body: portableText(`${key}b`, lines) };
}

export type LocationsOptions = { display?: 'grid' | 'single' | 'map' | 'carousel'; manufacturer?: string; showStockLink?: boolean };

export function locations(key: string, heading: string, filter: 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all', options: LocationsOptions = {}): Section<'locations'> {
  return { _type: 'locations', _key: key, heading, filter, display: options.display ?? 'grid', ...(options.manufacturer ? { manufacturer: options.manufacturer } : {}), ...(options.showStockLink ? { showStockLink: true } : {}) };
}

/** FAQ accordion: the questions are `faq` documents of the site with this topic. */
export function faqAccordion(key: string, heading: string, topic: string): Section<'faqAccordion'> {
  return { _type: 'faqAccordion', _key: key, heading, topic };
}

/** Reviews (fixed): the site's review summary, hidden below the minimum rating. */
export function reviews(key: string, heading: string, minRating = 4, limit = 6): Section<'reviews'> {
  return { _type: 'reviews', _key: key, heading, minRating, limit };
}

/** Blog list: the site's newest posts. */
export function blogList(key: string, heading: string, limit = 3): Section<'blogList'> {
  return { _type: 'blogList', _key: key, heading, limit };
}

/** Fixed blocks carry only their settings; the web renders them from the search index and its APIs. */
export function stockSearch(key: string, fields: { heading: string; intro: string; carType: 'all' | 'new' | 'demo' | 'used' | 'new-and-demo' }): Section<'stockSearch'> {
  return { _type: 'stockSearch', _key: key, ...fields };
}

export function budgetSearch(key: string, fields: { heading: string; intro: string; frequency: 'weekly' | 'monthly' }): Section<'budgetSearch'> {
  return { _type: 'budgetSearch', _key: key, ...fields };
}

export function priceSliderSearch(key: string, fields: { heading: string; intro: string }): Section<'priceSliderSearch'> {
  return { _type: 'priceSliderSearch', _key: key, ...fields };
}

export function financeCalculator(key: string, fields: { heading: string; intro: string; defaultAmount: number; defaultInterest: number }): Section<'financeCalculator'> {
  return { _type: 'financeCalculator', _key: key, ...fields };
}

export function otherCalculator(key: string, fields: { heading: string; intro: string }): Section<'otherCalculator'> {
  return { _type: 'otherCalculator', _key: key, ...fields };
}

export function enquiryForm(key: string, fields: { heading: string; intro: string; category: string }): Section<'enquiryForm'> {
  return { _type: 'enquiryForm', _key: key, ...fields };
}

export type TeamMember = { name: string; role: string; location: string | null; phone?: string; email?: string };

/** Team: staff cards grouped by the location (a location document id) they work at. */
export function teamGrid(key: string, heading: string, intro: string, members: readonly TeamMember[]): Section<'teamGrid'> {
  return {
    _type: 'teamGrid', _key: key, heading, intro,
    members: members.map((m, index) => ({
      _key: `member${index + 1}`, name: m.name, role: m.role, phone: m.phone ?? null, email: m.email ?? null,
      ...(m.location ? { location: { _type: 'reference', _ref: m.location } } : {}),
    })),
  };
}

/** Capped-price servicing table: one row per model and scheduled service. */
export function servicePrices(key: string, fields: { heading: string; intro: string; rows: readonly (readonly [model: string, interval: string, price: number])[]; disclaimer: string }): Section<'servicePrices'> {
  return {
    _type: 'servicePrices', _key: key, heading: fields.heading, intro: fields.intro, bookingHref: '/pages/book-a-service', disclaimer: fields.disclaimer,
    rows: fields.rows.map(([model, interval, price], index) => ({ _key: `price${index + 1}`, model, interval, price })),
  };
}

/** Parts search (fixed): the parts catalogue of the site's models and a parts enquiry. */
export function partsSearch(key: string, heading: string, intro: string): Section<'partsSearch'> {
  return { _type: 'partsSearch', _key: key, heading, intro };
}
