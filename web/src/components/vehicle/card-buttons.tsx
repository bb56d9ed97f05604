import type { SiteConfig } from '@dealer/schemas/content/site';
import { defaultFinanceHref } from '@/domain/finance-link';
import { sellsOnline } from '@/domain/vehicle-buttons';
import type { CardButtonLink } from './card-button-row';
import { financeHref, reserveHref, type LinkedVehicle } from '@/routes/vehicle-links';

type CardButton = SiteConfig['buttons']['card'][number];

type CardVehicle = LinkedVehicle & { checkout_enabled: boolean; reserved?: boolean };

/** What the buttons read of the site; of its finance settings only the default finance link. */
export type CardButtonsSite = Pick<SiteConfig, 'buttons' | 'features' | 'routes' | 'dealerships'> & { finance: Pick<SiteConfig['finance'], 'defaultLink'> };

/** A button of the site's set for the car, or null where it does not apply. */
function linkFor(button: CardButton, vehicle: CardVehicle, site: CardButtonsSite): CardButtonLink | null {
  switch (button) {
    case 'viewDetails':
    case 'bookTestDrive':
    case 'enquireNow':
      return { button };
    case 'getFinance':
      // SPEC 2: built from the car, or the site's configured default link.
      return { button, href: financeHref(vehicle, defaultFinanceHref(site.finance)) };
    case 'reserveNow':
      // SPEC 5: reserve only when checkout is enabled for the car (and the site offers it); a held car cannot be reserved again.
      return vehicle.checkout_enabled && site.features.checkout && !vehicle.reserved ? { button, href: reserveHref(vehicle, site.routes) } : null;
  }
}

/** The site's card buttons for a car, in the site's order; the first is the primary action. */
export function cardButtonLinks(vehicle: CardVehicle, site: CardButtonsSite): CardButtonLink[] {
  return site.buttons.card.flatMap((button): CardButtonLink[] => {
    const link = linkFor(button, vehicle, site);
    if (!link) return [];
    // The vehicle page's rule: buy online wherever the car can be reserved and has a price.
    if (button === 'reserveNow' && sellsOnline(true, vehicle.price)) return [link, { button: 'buyOnline' }];
    return [link];
  });
}
