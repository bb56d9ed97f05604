import type { SiteConfig } from '@dealer/schemas/content/site';
import { defaultFinanceHref } from '@/domain/finance-link';
import { sellsOnline } from '@/domain/vehicle-buttons';
import { cardButtonLink, type CardButtonLink } from './card-button-row';
import { buyOnlineHref, enquireHref, financeHref, reserveHref, testDriveHref, vehicleHref, type LinkedVehicle } from '@/routes/vehicle-links';

type CardButton = SiteConfig['buttons']['card'][number];

type CardVehicle = LinkedVehicle & { checkout_enabled: boolean; reserved?: boolean };

/** What the buttons read of the site; of its finance settings only the default finance link. */
export type CardButtonsSite = Pick<SiteConfig, 'buttons' | 'features' | 'routes' | 'dealerships'> & { finance: Pick<SiteConfig['finance'], 'defaultLink'> };

function hrefFor(button: CardButton, vehicle: CardVehicle, site: CardButtonsSite): string | null {
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


/** The site's card buttons for a car, in the site's order; the first is the primary action. */
export function cardButtonLinks(vehicle: CardVehicle, site: CardButtonsSite): CardButtonLink[] {
  return site.buttons.card.flatMap((button): CardButtonLink[] => {
    const href = hrefFor(button, vehicle, site);
    if (!href) return [];
    // The vehicle page's rule: buy online wherever the car can be reserved and has a price.
    const link = cardButtonLink(button, href, vehicle);
    if (button === 'reserveNow' && sellsOnline(true, vehicle.price)) return [link, cardButtonLink('buyOnline', buyOnlineHref(vehicle), vehicle)];
    return [link];
  });
}
