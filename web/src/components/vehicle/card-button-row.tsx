import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { FINANCE_POPUP_MARKER } from '@/domain/finance-popup-car';
import { buyOnlineHref, enquireHref, testDriveHref, vehicleHref, type LinkedVehicle } from '@/routes/vehicle-links';

/** The site's buttons, and Buy Online, which goes with Reserve Now (domain/vehicle-buttons sellsOnline). */
type CardAction = SiteConfig['buttons']['card'][number] | 'buyOnline';

/**
 * A card button as the card draws it: which action, and where it goes (card-buttons.tsx
 * cardButtonLinks) when that is not the car's standard address for the action (STANDARD_HREFS).
 * A card's data goes to the browser as an island's props, a dozen cards a page: the addresses
 * every card can work out from its own id and slug are not sent with it.
 */
export type CardButtonLink = { button: CardAction; href?: string };

/** The car a card's buttons are for: what its standard addresses are made of. */
export type CardButtonCar = Pick<LinkedVehicle, 'id' | 'slug'>;

const STANDARD_HREFS: Partial<Record<CardAction, (car: CardButtonCar) => string>> = {
  viewDetails: vehicleHref,
  bookTestDrive: testDriveHref,
  enquireNow: enquireHref,
  buyOnline: buyOnlineHref,
};

/** `button` with `href`, the address left out when it is the car's standard one for the action. */
export function cardButtonLink(button: CardAction, href: string, car: CardButtonCar): CardButtonLink {
  return STANDARD_HREFS[button]?.(car) === href ? { button } : { button, href };
}

/** Where a card button goes. */
export const cardButtonHref = ({ button, href }: CardButtonLink, car: CardButtonCar): string => href ?? STANDARD_HREFS[button]?.(car) ?? vehicleHref(car);

const LABELS: Record<CardAction, string> = {
  viewDetails: 'View Details',
  bookTestDrive: 'Book a Test Drive',
  getFinance: 'Get Finance',
  reserveNow: 'Reserve Now',
  buyOnline: 'Buy Online',
  enquireNow: 'Enquire Now',
};

/**
 * Draws a car's card buttons (cardButtonLinks); nothing when there are none. The row's class
 * (app/globals.css car-card-buttons) sizes each button and gives the primary one, and a secondary
 * one left alone on the last row, the whole row.
 */
export function CardButtonRow({ buttons, car, title }: { buttons: readonly CardButtonLink[]; car: CardButtonCar; title: string }) {
  if (buttons.length === 0) return null;
  // aria-label starts with the visible text (WCAG 2.5.3) and adds the car; no wrapper elements,
  // since a page of cards is most of its DOM.
  return (
    <div className="car-card-buttons">
      {buttons.map((link, index) => (
        <a
          key={link.button}
          href={cardButtonHref(link, car)}
          aria-label={`${LABELS[link.button]}: ${title}`}
          // SPEC 2: Get Finance opens the four-step popup where the page has it (finance/components/card-finance-popup).
          {...(link.button === 'getFinance' ? FINANCE_POPUP_MARKER : {})}
          // No size variant: the row's class sizes its buttons.
          className={buttonVariants({ variant: index === 0 ? 'primary' : 'outline', size: null })}
        >
          {LABELS[link.button]}
        </a>
      ))}
    </div>
  );
}

