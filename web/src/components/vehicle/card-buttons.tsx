import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { FINANCE_POPUP_MARKER } from '@/domain/finance-popup-car';
import { clsx } from 'clsx';
import { defaultFinanceHref } from '@/domain/finance-link';
import { sellsOnline } from '@/domain/vehicle-buttons';
import { buyOnlineHref, enquireHref, financeHref, reserveHref, testDriveHref, vehicleHref, type LinkedVehicle } from '@/routes/vehicle-links';

type CardButton = SiteConfig['buttons']['card'][number];
/** The site's buttons, and Buy Online, which goes with Reserve Now (domain/vehicle-buttons sellsOnline). */
type CardAction = CardButton | 'buyOnline';

const LABELS: Record<CardAction, string> = {
  viewDetails: 'View Details',
  bookTestDrive: 'Book a Test Drive',
  getFinance: 'Get Finance',
  reserveNow: 'Reserve Now',
  buyOnline: 'Buy Online',
  enquireNow: 'Enquire Now',
};

type Props = {
  vehicle: LinkedVehicle & { checkout_enabled: boolean; reserved?: boolean };
  /** Added to each button's accessible name so every card's "View Details" names its car. */
  title: string;
  site: CardButtonsSite;
  className?: string;
};

/** What the buttons read of the site; of its finance settings only the default finance link. */
export type CardButtonsSite = Pick<SiteConfig, 'buttons' | 'features' | 'routes' | 'dealerships'> & { finance: Pick<SiteConfig['finance'], 'defaultLink'> };

function hrefFor(button: CardButton, vehicle: Props['vehicle'], site: Props['site']): string | null {
  switch (button) {
    case 'viewDetails':
      return vehicleHref(vehicle);
    case 'bookTestDrive':
      return testDriveHref(vehicle);
    case 'getFinance':
      // SPEC 2: built from the car, or the site's configured default link.
      return financeHref(vehicle, defaultFinanceHref(site.finance));
    case 'reserveNow':
      // SPEC 5: reserve only when checkout is enabled for the car (and the site offers it); a held car cannot be reserved again.
      return vehicle.checkout_enabled && site.features.checkout && !vehicle.reserved ? reserveHref(vehicle, site.routes) : null;
    case 'enquireNow':
      return enquireHref(vehicle);
  }
}

/** The primary button takes a full row, and so does a secondary one left alone on the last row. */
const spansRow = (index: number, count: number) => index === 0 || (index === count - 1 && (count - 1) % 2 === 1);

/** A card button as the card draws it: which action, and where it goes. */
export type CardButtonLink = { button: CardAction; href: string };

/** The site's card buttons for a car, in the site's order; the first is the primary action. */
export function cardButtonLinks(vehicle: Props['vehicle'], site: CardButtonsSite): CardButtonLink[] {
  return site.buttons.card.flatMap((button): CardButtonLink[] => {
    const href = hrefFor(button, vehicle, site);
    if (!href) return [];
    // The vehicle page's rule: buy online wherever the car can be reserved and has a price.
    if (button === 'reserveNow' && sellsOnline(true, vehicle.price)) return [{ button, href }, { button: 'buyOnline', href: buyOnlineHref(vehicle) }];
    return [{ button, href }];
  });
}

/** Draws a car's card buttons (cardButtonLinks); nothing when there are none. */
export function CardButtonRow({ buttons, title, className }: { buttons: readonly CardButtonLink[]; title: string; className?: string }) {
  if (buttons.length === 0) return null;
  // aria-label starts with the visible text (WCAG 2.5.3) and adds the car; no wrapper elements,
  // since a page of cards is most of its DOM.
  return (
    <div className={clsx('grid grid-cols-2 gap-2', className)}>
      {buttons.map(({ button, href }, index) => (
        <a
          key={button}
          href={href}
          aria-label={`${LABELS[button]}: ${title}`}
          // SPEC 2: Get Finance opens the four-step popup where the page has it (finance/components/card-finance-popup).
          {...(button === 'getFinance' ? FINANCE_POPUP_MARKER : {})}
          className={clsx(
            // No size variant: card-btn (app/globals.css) is the card's size, one class on every button.
            buttonVariants({ variant: index === 0 ? 'primary' : 'outline', size: null }),
            'card-btn',
            spansRow(index, buttons.length) && 'col-span-2',
          )}
        >
          {LABELS[button]}
        </a>
      ))}
    </div>
  );
}

/** The site's card buttons for a car, in the site's order; the first is the primary action. */
export function CardButtons({ vehicle, title, site, className }: Props) {
  return <CardButtonRow buttons={cardButtonLinks(vehicle, site)} title={title} className={className} />;
}
