import type { DealershipSpec, LocationSpec } from '../tenant-types';

export const outbackDealerships: DealershipSpec[] = [
  { slug: 'outback-rv', name: 'Outback RV', dealershipId: 4101, garageEnabled: false, financeProvider: 'Outback Finance', averageRating: 4.7, reviewCount: 626, makes: ['Jayco', 'Lotus', 'New Age', 'Crusader'], stockPrefix: 'ORV' },
  { slug: 'outback-moto', name: 'Outback Moto', dealershipId: 4102, garageEnabled: false, financeProvider: 'Outback Finance', averageRating: 4.8, reviewCount: 203, makes: ['Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'], stockPrefix: 'OMC' },
];

const toowoombaRv = { street: '710 Ruthven Street', locality: 'South Toowoomba', postcode: '4350' };
const toowoombaMoto = { street: '350 Taylor Street', locality: 'Newtown', postcode: '4350' };

export const outbackLocations: LocationSpec[] = [
  { slug: 'outback-rv-toowoomba', name: 'Outback RV Toowoomba', dealership: 'outback-rv', type: 'sales', primary: true, place: toowoombaRv, phone: '07 5550 4100', landline: '07 5550 4199', email: 'caravans@outbackrvandmoto.com.au', hours: 'salesSunday', manufacturers: ['Jayco', 'Lotus', 'New Age', 'Crusader'], licence: '3100744', rating: ['4.7', 388], photo: 'yard' },
  { slug: 'outback-rv-toowoomba-service', name: 'Outback RV Service Centre', dealership: 'outback-rv', type: 'service', place: toowoombaRv, phone: '07 5550 4101', hours: 'serviceSaturday', manufacturers: ['Jayco', 'Lotus', 'New Age', 'Crusader'], licence: '3100744', photo: 'workshop' },
  { slug: 'outback-rv-townsville', name: 'Outback RV Townsville', dealership: 'outback-rv', type: 'sales', place: { street: '150 Duckworth Street', locality: 'Garbutt', postcode: '4814' }, phone: '07 5550 4110', hours: 'sales', manufacturers: ['Jayco', 'New Age'], licence: '3100745', rating: ['4.5', 141], photo: 'yard' },
  { slug: 'outback-rv-ballina', name: 'Outback RV Ballina', dealership: 'outback-rv', type: 'sales', place: { street: '15 Southern Cross Drive', locality: 'Ballina', postcode: '2478' }, phone: '02 5550 4120', hours: 'sales', manufacturers: ['Jayco', 'Lotus', 'Crusader'], licence: 'MD072210', repairer: 'MVRL55102', rating: ['4.6', 97], photo: 'yard' },
  { slug: 'outback-moto-toowoomba', name: 'Outback Moto Toowoomba', dealership: 'outback-moto', type: 'sales', place: toowoombaMoto, phone: '07 5550 4130', email: 'ride@outbackrvandmoto.com.au', hours: 'sales', manufacturers: ['Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'], licence: '3100746', rating: ['4.8', 203], photo: 'showroom' },
  { slug: 'outback-moto-toowoomba-parts', name: 'Outback Moto Parts and Apparel', dealership: 'outback-moto', type: 'parts', place: toowoombaMoto, phone: '07 5550 4131', hours: 'parts', manufacturers: ['Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'], photo: 'showroom' },
];
