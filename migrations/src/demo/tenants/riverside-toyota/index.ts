import type { TenantDefinition } from '../tenant-types';
import { riversidePages, riversidePromos } from './pages';
import { riversideDealerships, riversideLocations } from './places';
import { riversideSite, riversideTheme } from './site';

/** A Toyota franchise: new, demo and used, certified pre-owned, service and parts. */
export const riversideToyota: TenantDefinition = {
  slug: 'riverside-toyota',
  name: 'Riverside Toyota',
  template: 'manufacturerFranchise',
  theme: riversideTheme,
  soldWindowDays: 7,
  dealerships: riversideDealerships,
  locations: riversideLocations,
  stock: [
    { dealership: 'riverside-toyota', count: 700, itemType: 'car', carTypes: [['new', 46], ['demo', 10], ['used', 44]], newMakes: ['Toyota'], usedBias: { Toyota: 6 } },
  ],
  brands: [{ make: 'Toyota' }],
  lenders: [
    { key: 'toyotaFinance', provider: 'Toyota Finance', rate: [5.99, 9.49], establishmentFee: 0 },
    { key: 'youx', provider: 'YouX', rate: [7.49, 13.99], establishmentFee: 1360.5 },
  ],
  moneyBack: null,
  checkout: { share: 0.35, amounts: [[500, 3], [1000, 1], [200, 1]] },
  certifiedMakes: ['Toyota'],
  marketData: false,
  subscriptionShare: 0.03,
  site: riversideSite,
  pages: riversidePages,
  promos: riversidePromos,
};
