import type { TenantDefinition } from '../tenant-types';
import { outbackPages, outbackPromos } from './pages';
import { outbackDealerships, outbackLocations } from './places';
import { outbackSite, outbackTheme } from './site';

/** Caravans (with caravan specifications) and motorcycles; finance interest is locked. */
export const outbackRvAndMoto: TenantDefinition = {
  slug: 'outback-rv-and-moto',
  name: 'Outback RV & Moto',
  template: 'caravanMotorcycle',
  theme: outbackTheme,
  soldWindowDays: 3,
  dealerships: outbackDealerships,
  locations: outbackLocations,
  stock: [
    { dealership: 'outback-rv', count: 300, itemType: 'caravan', carTypes: [['new', 55], ['used', 45]], newMakes: ['Jayco', 'Lotus', 'New Age', 'Crusader'] },
    { dealership: 'outback-moto', count: 160, itemType: 'motorcycle', carTypes: [['new', 50], ['demo', 5], ['used', 45]], newMakes: ['Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'] },
  ],
  brands: ['Jayco', 'Lotus', 'New Age', 'Crusader', 'Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'].map((make) => ({ make })),
  lenders: [{ key: 'outbackFinance', provider: 'Outback Finance', rate: [9.95, 9.95], establishmentFee: 495 }],
  moneyBack: null,
  checkout: null,
  certifiedMakes: [],
  marketData: false,
  subscriptionShare: 0,
  site: outbackSite,
  pages: outbackPages,
  promos: outbackPromos,
};
