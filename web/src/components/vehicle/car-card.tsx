import type { CardRecord } from '@/search/port/search-record';
import { carCardData, type CarCardSite } from './car-card-data';
import { CarCardView, type CarCardViewProps } from './car-card-view';

type Props = Omit<CarCardViewProps, 'card'> & {
  car: CardRecord;
  site: CarCardSite;
  /** Reference time for the 'New' tag; pass one value when rendering many cards. */
  now?: Date;
  /** States the car's weekly repayment: the results were chosen by it, so the shopper sees why. */
  weekly?: boolean;
};

/** A search record's card (CarCardView of carCardData), where the record is already at hand. */
export function CarCard({ car, site, now = new Date(), weekly = false, ...view }: Props) {
  return <CarCardView card={carCardData(car, site, now, { weekly })} {...view} />;
}
