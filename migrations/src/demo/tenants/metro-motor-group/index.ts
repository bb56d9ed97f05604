import type { TenantDefinition } from '../tenant-types';
import { metroPages, metroPromos } from './pages';
import { metroBrands, metroDealerships, metroLocations } from './places';
import { metroSite, metroTheme } from './site';

const franchise = [['new', 45], ['demo', 8], ['used', 47]] as const;

/** A dealer group: cars, motorcycles and trucks from many franchises across QLD and NSW. */
export const metroMotorGroup: TenantDefinition = {
  slug: 'metro-motor-group',
  name: 'Metro Motor Group',
  template: 'dealerGroup',
  theme: metroTheme,
  soldWindowDays: 3,
  dealerships: metroDealerships,
  locations: metroLocations,
  stock: [
    { dealership: 'metro-toyota', count: 280, itemType: 'car', carTypes: franchise, newMakes: ['Toyota'], usedBias: { Toyota: 4 } },
    { dealership: 'metro-mazda', count: 170, itemType: 'car', carTypes: franchise, newMakes: ['Mazda'], usedBias: { Mazda: 3 } },
    { dealership: 'metro-hyundai', count: 150, itemType: 'car', carTypes: franchise, newMakes: ['Hyundai'], usedBias: { Hyundai: 3 } },
    { dealership: 'metro-kia', count: 120, itemType: 'car', carTypes: franchise, newMakes: ['Kia'], usedBias: { Kia: 3 } },
    { dealership: 'metro-ford', count: 160, itemType: 'car', carTypes: franchise, newMakes: ['Ford'], usedBias: { Ford: 3 } },
    { dealership: 'metro-used-cars', count: 250, itemType: 'car', carTypes: [['used', 1]], newMakes: [] },
    { dealership: 'metro-motorcycles', count: 150, itemType: 'motorcycle', carTypes: [['new', 50], ['demo', 5], ['used', 45]], newMakes: ['Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson'] },
    { dealership: 'metro-trucks', count: 120, itemType: 'truck', carTypes: [['new', 55], ['used', 45]], newMakes: ['Isuzu', 'Hino', 'Fuso'] },
  ],
  brands: metroBrands,
  lenders: [
    { key: 'metroFinance', provider: 'Metro Finance', rate: [6.99, 11.99], establishmentFee: 1300 },
    { key: 'youx', provider: 'YouX', rate: [7.49, 13.99], establishmentFee: 1360.5 },
  ],
  moneyBack: 'a 14-day money-back or exchange guarantee (up to 500 km)',
  checkout: null,
  certifiedMakes: [],
  marketData: true,
  subscriptionShare: 0,
  site: metroSite,
  pages: metroPages,
  promos: metroPromos,
};
