import { CssIcon } from '@/components/ui/css-icon';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CardPhoto } from '@/components/ui/card-photo';
import { buttonVariants } from '@/components/ui/button-variants';
import { vehicleHref } from '@/routes/vehicle-links';
import { CardButtonRow } from './card-button-row';
import type { CarCardData } from './car-card-data';
import { VehiclePrice } from './vehicle-price';
import { VehicleTag } from './vehicle-tag';

export type CarCardViewProps = {
  card: CarCardData;
  /** h3 under a section heading (default), h2 on a page whose only heading is the h1. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a result grid: on a phone its photo is the largest thing on the first screen. */
  eagerPhoto?: boolean;
  /** The watchlist Save button (from the identity feature), shown over the photo's corner. */
  save?: ReactNode;
};

/**
 * A vehicle in a grid (SPEC 2 "Car card", SPEC 4): photo with location overlay and tag, title,
 * price per the display rule and, while available, condition, transmission, odometer, fuel and
 * the site's buttons. A sold car only invites the shopper to find something similar.
 * Draws `card` (car-card-data.ts) and nothing else; no client code, so it renders on the server,
 * inside client lists and as an island alike.
 */
export function CarCardView({ card, headingLevel = 'h3', eagerPhoto = false, save }: CarCardViewProps) {
  const Heading = headingLevel;
  const { offer } = card;
  return (
    <article className="car-card">
      <div className="car-card-photo">
        <CardPhoto
          src={card.photo}
          alt={card.title}
          eager={eagerPhoto}
          fill
          placeholder={
            <span className="flex flex-col items-center gap-2 text-sm">
              <CssIcon name="car" className="size-10" />
              Photo coming soon
            </span>
          }
        />
        {card.tag && <VehicleTag tag={card.tag} make={card.make} />}
        {save && <div className="car-card-save">{save}</div>}
        {card.location && (
          <span className="car-card-location">
            <span className="sr-only">Located at </span>
            {card.location}
          </span>
        )}
      </div>

      <div className="car-card-body">
        <Heading className="car-card-title">
          <a href={vehicleHref(card)}>{card.title}</a>
        </Heading>

        {'price' in offer ? (
          <>
            <VehiclePrice price={offer.price} />
            {offer.weekly && <p className="text-sm font-medium text-neutral-800" data-testid="card-weekly">{offer.weekly}</p>}
            {offer.views && <p className="note">{offer.views}</p>}
            {offer.details && (
              // One line, "Used · Automatic · 45,210 km · Petrol": no per-value elements or icons,
              // since a grid of cards is the bulk of a page's DOM and every node costs hydration.
              <p className="note">{offer.details}</p>
            )}
            <CardButtonRow buttons={offer.buttons} car={card} title={card.title} />
          </>
        ) : (
          <div className="mt-auto space-y-3">
            <p className="font-medium text-neutral-800">Like this and want something similar?</p>
            <a href={offer.similarHref} className={clsx(buttonVariants({ variant: 'primary', size: 'sm' }), 'w-full')}>
              Find Me Something Similar
            </a>
          </div>
        )}
      </div>
    </article>
  );
}
