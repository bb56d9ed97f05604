import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatPrice } from '@/lib/format';

/**
 * SPEC 4 "Price display order": subscription price (subscription site and > 0, labelled
 * '/ week'), else the price when over 10, else 'PREORDER' for pre-order cars, else the site's
 * no-price text. The was-price shows only when before_price is above the price shown.
 */
export type PricedVehicle = {
  price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  price_type?: string | null;
};

export type PriceDisplayOptions = {
  subscriptionSite: boolean;
  /** The site's configured text (SPEC placeholder 'Enquire for price'). */
  noPriceText: string;
};

export type PriceDisplay =
  | { kind: 'subscription'; text: string; label: '/ week' }
  | { kind: 'price'; text: string; priceType: string | null; wasPrice: string | null }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'noPrice'; text: string };

/** Prices of 10 or less are placeholders in dealer feeds, not real prices. */
const MIN_REAL_PRICE = 10;

const positive = (value: number | null): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The purchase price a card and a page show, or null when they show 'PREORDER' or the no-price
 * text instead. Price sorts rank on it (the search record's `shown_price`), so cars without a
 * shown price come after priced cars in both directions.
 */
export function shownPrice(vehicle: Pick<PricedVehicle, 'price'>): number | null {
  return positive(vehicle.price) && vehicle.price > MIN_REAL_PRICE ? vehicle.price : null;
}

export function priceDisplay(vehicle: PricedVehicle, options: PriceDisplayOptions): PriceDisplay {
  if (options.subscriptionSite && positive(vehicle.subscription_price)) {
    return { kind: 'subscription', text: formatPrice(vehicle.subscription_price), label: '/ week' };
  }
  const price = shownPrice(vehicle);
  if (price !== null) {
    const was = vehicle.before_price;
    return {
      kind: 'price',
      text: formatPrice(price),
      priceType: vehicle.price_type?.trim() || null,
      wasPrice: positive(was) && was > price ? formatPrice(was) : null,
    };
  }
  if (vehicle.preorder) return { kind: 'preorder', text: 'PREORDER' };
  return { kind: 'noPrice', text: options.noPriceText.trim() || 'Enquire for price' };
}

/** The price on one line, with what it includes: '$48,990 Drive Away', '$199 / week' (print, PDF). */
export function priceLine(display: PriceDisplay): string {
  if (display.kind === 'subscription') return `${display.text} ${display.label}`;
  if (display.kind === 'price' && display.priceType) return `${display.text} ${display.priceType}`;
  return display.text;
}

/** Whether the tenant sells by weekly subscription (the site's Subscription switch, SPEC 4). */
export function isSubscriptionSite(site: Pick<SiteConfig, 'features'>): boolean {
  return site.features.subscription;
}

/** The options a site's config implies, for cards and vehicle pages alike. */
export function priceOptionsFor(site: Pick<SiteConfig, 'features' | 'search'>): PriceDisplayOptions {
  return { subscriptionSite: isSubscriptionSite(site), noPriceText: site.search.noPriceText };
}
