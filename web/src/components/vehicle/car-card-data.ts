import type { SiteConfig } from '@dealer/schemas/content/site';
import { cardTag, cardTagOptions, type CardTag } from '@/domain/card-tag';
import { siteForDealership } from '@/domain/dealership-settings';
import { priceDisplay, priceOptionsFor, type PriceDisplay } from '@/domain/price-display';
import { visibleSpecRows } from '@/domain/spec-rows';
import { isAvailable } from '@/domain/vehicle-availability';
import { conditionLabel, vehicleTitle } from '@/domain/vehicle-title';
import { formatKm, formatPrice } from '@/lib/format';
import { similarHref } from '@/routes/vehicle-links';
import type { CardRecord } from '@/search/port/search-record';
import type { CardButtonLink } from './card-button-row';
import { cardButtonLinks, type CardButtonsSite } from './card-buttons';
import { formatNumber } from '@/lib/format';

/** SPEC 2: the card's optional view count, e.g. '1,234 views'. */
const formatViews = (count: number) => `${formatNumber(count)} ${count === 1 ? 'view' : 'views'}`;

export type CarCardSite = CardButtonsSite & Pick<SiteConfig, 'search'>;

/** What an available car's card states under its title. */
type CardOffer = {
  price: PriceDisplay;
  /** 'Estimated $118 per week', when the card is asked to state it (absent, not null: sent with every card). */
  weekly?: string;
  /** '1,234 views', where the site shows view counts. */
  views?: string;
  /** 'Used · Automatic · 45,210 km · Petrol'. */
  details: string;
  buttons: CardButtonLink[];
};

/**
 * Everything a car card shows, worked out from the car and its site: the card draws only this.
 * A grid of cards rendered on the server sends it to the browser (an island's props) instead of
 * the card's whole element tree, so it holds text ready to draw and nothing the card never reads.
 */
export type CarCardData = {
  id: number;
  slug: string;
  title: string;
  make: string;
  model: string;
  photo: string | null;
  tag: CardTag | null;
  location: string | null;
  /** An available car's price, details and buttons; a sold one only links to similar cars. */
  offer: CardOffer | { similarHref: string };
};

/** A car's card as its site (or, on a group site, its dealership) shows it at `now`. */
export function carCardData(car: CardRecord, groupSite: CarCardSite, now: Date, { weekly = false } = {}): CarCardData {
  const site = siteForDealership(groupSite, car.dealership_slug);
  const title = vehicleTitle(car);
  const details = visibleSpecRows([
    { label: 'Condition', value: conditionLabel(car.car_type) },
    { label: 'Transmission', value: car.transmission },
    { label: 'Odometer', value: formatKm(car.km) },
    { label: 'Fuel', value: car.simple_fuel ?? car.fuel },
  ]);
  return {
    id: car.id,
    slug: car.slug,
    title,
    make: car.make,
    model: car.model,
    photo: car.primary_image_url ?? null,
    tag: cardTag({ ...car, created_at: car.created_at_timestamp }, cardTagOptions(site.features, now)),
    location: car.location_name || null,
    offer: isAvailable(car.status)
      ? {
          price: priceDisplay(car, priceOptionsFor(site)),
          ...(weekly && car.weekly_repayment !== null ? { weekly: `Estimated ${formatPrice(car.weekly_repayment)} per week` } : {}),
          ...(site.features.cardViewCount && car.views > 0 ? { views: formatViews(car.views) } : {}),
          details: details.map((row) => row.value).join(' · '),
          buttons: cardButtonLinks(car, site),
        }
      : { similarHref: similarHref(car) },
  };
}
