import type { TenantDefinition } from '../tenant-types';
import { valleyPages, valleyPromos } from './pages';
import { valleyDealerships, valleyLocations } from './places';
import { valleySite, valleyTheme } from './site';

/** A used-only dealer: used-car route prefix, online reserve for $200, 48-hour money-back. */
export const valleyUsedCars: TenantDefinition = {
  slug: 'valley-used-cars',
  name: 'Valley Used Cars',
  template: 'usedOnly',
  theme: valleyTheme,
  soldWindowDays: 3,
  dealerships: valleyDealerships,
  locations: valleyLocations,
  stock: [{ dealership: 'valley-used-cars', count: 520, itemType: 'car', carTypes: [['used', 1]], newMakes: [] }],
  brands: ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Mitsubishi', 'Kia', 'Nissan', 'Holden', 'Volkswagen', 'Subaru'].map((make) => ({ make })),
  lenders: [{ key: 'youx', provider: 'YouX', rate: [7.49, 16.99], establishmentFee: 1360.5 }],
  moneyBack: 'our 48-hour money-back guarantee',
  checkout: { share: 0.75, amounts: [[200, 14], [0, 1], [null, 1]] },
  certifiedMakes: [],
  marketData: true,
  subscriptionShare: 0,
  site: valleySite,
  pages: valleyPages,
  promos: valleyPromos,
};
