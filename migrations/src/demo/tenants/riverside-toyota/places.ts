import type { DealershipSpec, LocationSpec } from '../tenant-types';

export const riversideDealerships: DealershipSpec[] = [
  { slug: 'riverside-toyota', name: 'Riverside Toyota', dealershipId: 2101, garageEnabled: false, financeProvider: 'Toyota Finance', averageRating: 4.8, reviewCount: 1102, makes: ['Toyota'], stockPrefix: 'RT' },
];

const indooroopilly = { street: '1 Moggill Road', locality: 'Indooroopilly', postcode: '4068' };

/**
 * Sales, service and parts share the Indooroopilly address; the hours dropdown switches between
 * them. The service centre's closed days offer Enquire Now (SPEC 4). The site lists its locations
 * in `riversideLocationOrder`, not by name (SPEC 9).
 */
export const riversideLocations: LocationSpec[] = [
  { slug: 'riverside-toyota-indooroopilly', name: 'Riverside Toyota Indooroopilly', dealership: 'riverside-toyota', type: 'sales', primary: true, place: indooroopilly, phone: '07 5550 2100', landline: '07 5550 2199', email: 'sales@riversidetoyota.com.au', hours: 'salesSunday', manufacturers: ['Toyota'], licence: '3100521', rating: ['4.8', 1102], photo: 'showroom' },
  { slug: 'riverside-toyota-indooroopilly-service', name: 'Riverside Toyota Service Centre', dealership: 'riverside-toyota', type: 'service', place: indooroopilly, phone: '07 5550 2101', email: 'service@riversidetoyota.com.au', hours: 'serviceSaturday', closedEnquiryHref: '/service', manufacturers: ['Toyota'], licence: '3100521', rating: ['4.7', 436], photo: 'workshop' },
  { slug: 'riverside-toyota-indooroopilly-parts', name: 'Riverside Toyota Parts', dealership: 'riverside-toyota', type: 'parts', place: indooroopilly, phone: '07 5550 2102', email: 'parts@riversidetoyota.com.au', hours: 'parts', manufacturers: ['Toyota'], licence: '3100521', photo: 'workshop' },
  { slug: 'riverside-toyota-used-vehicle-centre', name: 'Riverside Toyota Used Vehicle Centre', dealership: 'riverside-toyota', type: 'sales', subtype: 'used', place: { street: '2155 Logan Road', locality: 'Upper Mount Gravatt', postcode: '4122' }, phone: '07 5550 2110', hours: 'sales', manufacturers: ['Toyota'], licence: '3100522', rating: ['4.6', 288], photo: 'yard' },
  { slug: 'riverside-toyota-springfield', name: 'Riverside Toyota Springfield', dealership: 'riverside-toyota', type: 'sales', place: { street: '2 Springfield Lakes Boulevard', locality: 'Springfield Lakes', postcode: '4300' }, phone: '07 5550 2120', hours: 'sales', manufacturers: ['Toyota'], licence: '3100523', rating: ['4.7', 195], photo: 'showroom' },
  { slug: 'riverside-toyota-service-express-mitchelton', name: 'Riverside Toyota Service Express Mitchelton', dealership: 'riverside-toyota', type: 'service', subtype: 'express', place: { street: '22 Blackwood Street', locality: 'Mitchelton', postcode: '4053' }, phone: '07 5550 2130', hours: 'service', manufacturers: ['Toyota'], licence: '3100521', photo: 'workshop' },
];

/** The dealer's own order of its locations: the showroom, the other yards, then service and parts. */
export const riversideLocationOrder = [
  'riverside-toyota-indooroopilly', 'riverside-toyota-springfield', 'riverside-toyota-used-vehicle-centre',
  'riverside-toyota-indooroopilly-service', 'riverside-toyota-service-express-mitchelton', 'riverside-toyota-indooroopilly-parts',
];
