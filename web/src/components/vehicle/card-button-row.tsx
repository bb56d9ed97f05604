import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { FINANCE_POPUP_MARKER } from '@/domain/finance-popup-car';
import { buyOnlineHref, enquireHref, testDriveHref, vehicleHref, type LinkedVehicle } from '@/routes/vehicle-links';

/** The site's buttons, and Buy Online, which goes with Reserve Now (domain/vehicle-buttons sellsOnline). */
type CardAction = SiteConfig['buttons']['card'][number] | 'buyOnline';

/** The car a card's buttons are for: what the standard addresses are made of. */
export type CardButtonCar = Pick<LinkedVehicle, 'id' | 'slug'>;

/** The actions that go to the car's own address for them, worked out from its id and slug. */
const STANDARD_HREFS = {
  viewDetails: vehicleHref,
  bookTestDrive: testDriveHref,
  enquireNow: enquireHref,
  buyOnline: buyOnlineHref,
} satisfies Partial<Record<CardAction, (car: CardButtonCar) => string>>;

/**
 * A card button as the card draws it (card-buttons.tsx cardButtonLinks): a standard action alone,
 * or an action whose address depends on the site (finance, reserve) with it. A card's data goes to
 * the browser as an island's props, a dozen cards a page: what every card can work out is not sent.
 */
export type CardButtonLink =
  | { button: keyof typeof STANDARD_HREFS }
  | { button: Exclude<CardAction, keyof typeof STANDARD_HREFS>; href: string };

/** Where a card button goes. */
const cardButtonHref = (link: CardButtonLink, car: CardButtonCar): string => ('href' in link ? link.href : STANDARD_HREFS[link.button](car));

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

