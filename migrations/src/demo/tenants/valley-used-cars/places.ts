import type { DealershipSpec, LocationSpec } from '../tenant-types';

export const valleyDealerships: DealershipSpec[] = [
  { slug: 'valley-used-cars', name: 'Valley Used Cars', dealershipId: 3101, garageEnabled: false, financeProvider: 'YouX', averageRating: 4.6, reviewCount: 946, makes: [], stockPrefix: 'VU' },
];

const valley = { street: '600 Wickham Street', locality: 'Fortitude Valley', postcode: '4006' };

export const valleyLocations: LocationSpec[] = [
  { slug: 'valley-used-cars-fortitude-valley', name: 'Valley Used Cars Fortitude Valley', dealership: 'valley-used-cars', type: 'sales', primary: true, place: valley, phone: '07 5550 3100', landline: '07 5550 3199', email: 'hello@valleyusedcars.com.au', hours: 'salesSunday', manufacturers: [], licence: '3100633', rating: ['4.6', 734], photo: 'yard' },
  { slug: 'valley-used-cars-fortitude-valley-service', name: 'Valley Used Cars Workshop', dealership: 'valley-used-cars', type: 'service', place: valley, phone: '07 5550 3101', hours: 'serviceSaturday', manufacturers: [], licence: '3100633', photo: 'workshop' },
  { slug: 'valley-used-cars-booval', name: 'Valley Used Cars Ipswich', dealership: 'valley-used-cars', type: 'sales', place: { street: '20 Brisbane Road', locality: 'Booval', postcode: '4304' }, phone: '07 5550 3110', hours: 'sales', manufacturers: [], licence: '3100634', rating: ['4.4', 212], photo: 'yard' },
  { slug: 'valley-car-buying-centre', name: 'Valley Car Buying Centre', dealership: 'valley-used-cars', type: 'car-buying', subtype: 'buying', place: { street: '415 Logan Road', locality: 'Stones Corner', postcode: '4120' }, phone: '07 5550 3120', hours: 'buying', manufacturers: [], licence: '3100635', photo: 'yard' },
];
