import type { SiteConfig } from '@dealer/schemas/content/site';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { FINANCE_POPUP_MARKER } from '@/domain/finance-popup-car';

/** The site's buttons, and Buy Online, which goes with Reserve Now (domain/vehicle-buttons sellsOnline). */
type CardAction = SiteConfig['buttons']['card'][number] | 'buyOnline';

/** A card button as the card draws it: which action, and where it goes (card-buttons.tsx cardButtonLinks). */
export type CardButtonLink = { button: CardAction; href: string };

const LABELS: Record<CardAction, string> = {
  viewDetails: 'View Details',
  bookTestDrive: 'Book a Test Drive',
  getFinance: 'Get Finance',
  reserveNow: 'Reserve Now',
  buyOnline: 'Buy Online',
  enquireNow: 'Enquire Now',
};

/** The primary button takes a full row, and so does a secondary one left alone on the last row. */
const spansRow = (index: number, count: number) => index === 0 || (index === count - 1 && (count - 1) % 2 === 1);

/** Draws a car's card buttons (cardButtonLinks); nothing when there are none. `className`: the row's grid (two columns by default). */
export function CardButtonRow({ buttons, title, className }: { buttons: readonly CardButtonLink[]; title: string; className?: string }) {
  if (buttons.length === 0) return null;
  // aria-label starts with the visible text (WCAG 2.5.3) and adds the car; no wrapper elements,
  // since a page of cards is most of its DOM.
  return (
    <div className={className ?? 'grid grid-cols-2 gap-2'}>
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

