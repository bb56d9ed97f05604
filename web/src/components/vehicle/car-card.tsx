import { Car } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardPhoto } from '@/components/ui/card-photo';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { cardTag, cardTagOptions } from '@/domain/card-tag';
import { siteForDealership } from '@/domain/dealership-settings';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { visibleSpecRows } from '@/domain/spec-rows';
import { isAvailable } from '@/domain/vehicle-availability';
import { conditionLabel, vehicleTitle } from '@/domain/vehicle-title';
import { formatKm, formatPrice } from '@/lib/format';

const views = new Intl.NumberFormat('en-AU');
/** SPEC 2: the card's optional view count, e.g. '1,234 views'. */
const formatViews = (count: number) => `${views.format(count)} ${count === 1 ? 'view' : 'views'}`;
import { clsx } from 'clsx';
import type { SearchRecord } from '@/search/port/search-record';
import { similarHref, vehicleHref } from '@/routes/vehicle-links';
import { buttonVariants } from '@/components/ui/button-variants';
import { CardButtons, type CardButtonsSite } from './card-buttons';
import { VehiclePrice } from './vehicle-price';
import { VehicleTag } from './vehicle-tag';

type Props = {
  car: SearchRecord;
  site: CardButtonsSite & Pick<SiteConfig, 'search'>;
  /** h3 under a section heading (default), h2 on a page whose only heading is the h1. */
  headingLevel?: 'h2' | 'h3';
  /** Reference time for the 'New' tag; pass one value when rendering many cards. */
  now?: Date;
  /** The first card of a result grid: on a phone its photo is the largest thing on the first screen. */
  eagerPhoto?: boolean;
  /** The watchlist Save button (from the identity feature), shown over the photo's corner. */
  save?: ReactNode;
  /** States the car's weekly repayment: the results were chosen by it, so the shopper sees why. */
  weekly?: boolean;
};

/**
 * A vehicle in a grid (SPEC 2 "Car card", SPEC 4): photo with location overlay and tag, title,
 * price per the display rule and, while available, condition, transmission, odometer, fuel and
 * the site's buttons. A sold car only invites the shopper to find something similar.
 * No client code: it renders on the server and inside client lists alike.
 */
export function CarCard({ car, site: groupSite, headingLevel = 'h3', now = new Date(), eagerPhoto = false, save, weekly = false }: Props) {
  const Heading = headingLevel;
  const site = siteForDealership(groupSite, car.dealership_slug);
  const title = vehicleTitle(car);
  const available = isAvailable(car.status);
  const tag = cardTag({ ...car, created_at: car.created_at_timestamp }, cardTagOptions(site.features, now));
  const details = visibleSpecRows([
    { label: 'Condition', value: conditionLabel(car.car_type) },
    { label: 'Transmission', value: car.transmission },
    { label: 'Odometer', value: formatKm(car.km) },
    { label: 'Fuel', value: car.simple_fuel ?? car.fuel },
  ]);

  return (
    <article className="car-card">
      <div className="car-card-photo">
        <CardPhoto
          src={car.primary_image_url}
          alt={title}
          eager={eagerPhoto}
          placeholder={
            <span className="flex flex-col items-center gap-2 text-sm">
              <Car aria-hidden="true" className="size-10" />
              Photo coming soon
            </span>
          }
        />
        {tag && <VehicleTag tag={tag} make={car.make} className="absolute top-2 left-2" />}
        {save && <div className="absolute top-2 right-2">{save}</div>}
        {car.location_name && (
          <span className="car-card-location">
            <span className="sr-only">Located at </span>
            {car.location_name}
          </span>
        )}
      </div>

      <div className="car-card-body">
        <Heading className="car-card-title">
          <a href={vehicleHref(car)} className="hover:underline">{title}</a>
        </Heading>

        {available ? (
          <>
            <VehiclePrice price={priceDisplay(car, priceOptionsFor(site))} />
            {weekly && car.weekly_repayment !== null && (
              <p className="text-sm font-medium text-neutral-800" data-testid="card-weekly">Estimated {formatPrice(car.weekly_repayment)} per week</p>
            )}
            {site.features.cardViewCount && car.views > 0 && (
              <p className="text-sm text-neutral-700">{formatViews(car.views)}</p>
            )}
            {details.length > 0 && (
              // One line, "Used · Automatic · 45,210 km · Petrol": no per-value elements or icons,
              // since a grid of cards is the bulk of a page's DOM and every node costs hydration.
              <p className="text-sm text-neutral-700">{details.map((row) => row.value).join(' · ')}</p>
            )}
            <CardButtons vehicle={car} title={title} site={site} className="mt-auto" />
          </>
        ) : (
          <div className="mt-auto space-y-3">
            <p className="font-medium text-neutral-800">Like this and want something similar?</p>
            <a href={similarHref(car)} className={clsx(buttonVariants({ variant: 'primary', size: 'sm' }), 'w-full')}>
              Find Me Something Similar
            </a>
          </div>
        )}
      </div>
    </article>
  );
}
