import type { Offer } from '@dealer/schemas/content/offer';
import { modelStockHref, type StockSummary } from '@/directory/records/model-stock';
import type { DirectorySite } from '@/directory/records/directory-record';

/** A standing offer (no end date) ends at the last second of year 9999: numeric filters need a number. */
export const NO_END = 253_402_300_799;

/**
 * One offer as the search index holds it (SPEC.md 7, Offers search: filters categories, price,
 * query). Validity is in Unix seconds so every query can drop expired and future offers.
 */
export type OfferRecord = {
  objectID: string;
  site_slug: string;
  title: string;
  summary: string | null;
  categories: string[];
  /** Whole dollars; absent when the offer has no price (the price filter then leaves it out). */
  price?: number;
  price_label: string | null;
  valid_from: number;
  valid_until: number;
  /** The end as the editor wrote it (with its time zone), for "Offer ends"; null for standing offers. */
  ends_at: string | null;
  image_url: string | null;
  image_alt: string;
  terms: string | null;
  href: string;
  model_name: string | null;
  manufacturer_name: string | null;
};

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The offer records of one tenant. Offers with an unreadable start are left out rather than shown forever. */
export function toOfferRecords(site: DirectorySite, offers: readonly Offer[], stock: StockSummary): OfferRecord[] {
  return offers.flatMap((offer) => {
    const validFrom = seconds(offer.validFrom);
    const validUntil = offer.validUntil ? seconds(offer.validUntil) : NO_END;
    if (!Number.isFinite(validFrom) || !Number.isFinite(validUntil)) return [];
    const model = offer.model;
    const modelHref = model?.manufacturer ? modelStockHref(stock, site.slug, site.usedCarPrefix, model.manufacturer, model.name) : null;
    return [{
      objectID: `${site.slug}:${offer._id}`,
      site_slug: site.slug,
      title: offer.title,
      summary: offer.summary?.trim() || null,
      categories: offer.categories,
      ...(typeof offer.price === 'number' && offer.price >= 0 ? { price: Math.round(offer.price) } : {}),
      price_label: offer.priceLabel?.trim() || null,
      valid_from: validFrom,
      valid_until: validUntil,
      ends_at: offer.validUntil ?? null,
      image_url: offer.image?.url ?? null,
      image_alt: offer.image?.alt ?? offer.title,
      terms: offer.terms?.trim() || null,
      href: offer.href?.trim() || modelHref || '/contact',
      model_name: model?.name ?? null,
      manufacturer_name: model?.manufacturer ?? null,
    }];
  });
}
