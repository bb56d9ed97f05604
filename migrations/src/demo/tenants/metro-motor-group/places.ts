import type { DealershipSpec, LocationSpec, TenantDefinition } from '../tenant-types';

/** Metro Motor Group's franchises: each is a dealership with its own stock prefix and locations. */
export const metroDealerships: DealershipSpec[] = [
  { slug: 'metro-toyota', name: 'Metro Toyota', dealershipId: 1101, garageEnabled: true, financeProvider: 'Metro Finance', averageRating: 4.7, reviewCount: 1284, makes: ['Toyota'], stockPrefix: 'MT' },
  { slug: 'metro-mazda', name: 'Metro Mazda', dealershipId: 1102, garageEnabled: true, financeProvider: 'Metro Finance', averageRating: 4.6, reviewCount: 642, makes: ['Mazda'], stockPrefix: 'MZ' },
  { slug: 'metro-hyundai', name: 'Metro Hyundai', dealershipId: 1103, garageEnabled: true, financeProvider: 'Metro Finance', averageRating: 4.5, reviewCount: 518, makes: ['Hyundai'], stockPrefix: 'MH' },
  { slug: 'metro-kia', name: 'Metro Kia Parramatta', dealershipId: 1104, garageEnabled: false, financeProvider: 'YouX', averageRating: 4.4, reviewCount: 377, makes: ['Kia'], stockPrefix: 'MK' },
  { slug: 'metro-ford', name: 'Metro Ford Penrith', dealershipId: 1105, garageEnabled: true, financeProvider: 'YouX', averageRating: 4.6, reviewCount: 455, makes: ['Ford'], stockPrefix: 'MF' },
  { slug: 'metro-used-cars', name: 'Metro Used Cars', dealershipId: 1106, garageEnabled: true, financeProvider: 'Metro Finance', averageRating: 4.3, reviewCount: 903, makes: [], stockPrefix: 'MU' },
  { slug: 'metro-motorcycles', name: 'Metro Motorcycles', dealershipId: 1107, garageEnabled: false, financeProvider: 'Metro Finance', averageRating: 4.8, reviewCount: 266, makes: ['Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson'], stockPrefix: 'MB' },
  { slug: 'metro-trucks', name: 'Metro Trucks', dealershipId: 1108, garageEnabled: false, financeProvider: 'Metro Finance', averageRating: 4.5, reviewCount: 121, makes: ['Isuzu', 'Hino', 'Fuso'], stockPrefix: 'MTK' },
  { slug: 'metro-fleet', name: 'Metro Fleet Sales', dealershipId: 1109, garageEnabled: false, financeProvider: 'Metro Finance', averageRating: 4.5, reviewCount: 48, makes: [], stockPrefix: 'MFL' },
];

const qldLicence = (n: number) => `${3100400 + n}`;

/** The group's fleet desk sells to businesses only, so the retail site hides it (SPEC 6): it has no stock, and its yard no page, card or form option there. */
export const metroHiddenDealerships = ['metro-fleet'];

/** The locations a shopper sees: visible ones of dealerships the site does not hide. */
export const metroShownLocations = () =>
  metroLocations.filter((location) => location.visible !== false && !metroHiddenDealerships.includes(location.dealership));

export const metroLocations: LocationSpec[] = [
  { slug: 'metro-toyota-springwood', name: 'Metro Toyota Springwood', dealership: 'metro-toyota', type: 'sales', primary: true, place: { street: '3350 Pacific Highway', locality: 'Springwood', postcode: '4127' }, phone: '07 5550 1101', landline: '07 5550 1100', email: 'sales@metrotoyota.com.au', hours: 'salesSunday', manufacturers: ['Toyota'], licence: qldLicence(11), rating: ['4.7', 812], photo: 'showroom' },
  { slug: 'metro-toyota-springwood-service', name: 'Metro Toyota Springwood Service', dealership: 'metro-toyota', type: 'service', place: { street: '3350 Pacific Highway', locality: 'Springwood', postcode: '4127' }, phone: '07 5550 1102', email: 'service@metrotoyota.com.au', hours: 'serviceSaturday', manufacturers: ['Toyota'], licence: qldLicence(11), rating: ['4.6', 301], photo: 'workshop' },
  { slug: 'metro-toyota-springwood-parts', name: 'Metro Toyota Springwood Parts', dealership: 'metro-toyota', type: 'parts', place: { street: '3350 Pacific Highway', locality: 'Springwood', postcode: '4127' }, phone: '07 5550 1103', hours: 'parts', manufacturers: ['Toyota'], licence: qldLicence(11), photo: 'workshop' },
  { slug: 'metro-toyota-north-lakes', name: 'Metro Toyota North Lakes', dealership: 'metro-toyota', type: 'sales', place: { street: '2 Flinders Parade', locality: 'North Lakes', postcode: '4509' }, phone: '07 5550 1111', hours: 'sales', manufacturers: ['Toyota'], licence: qldLicence(12), rating: ['4.8', 472], photo: 'showroom' },
  { slug: 'metro-toyota-chermside-pop-up', name: 'Metro Toyota Chermside Pop-Up', dealership: 'metro-toyota', type: 'sales', visible: false, subtype: 'display', place: { street: 'Westfield Chermside, Gympie Road', locality: 'Chermside', postcode: '4032' }, phone: '07 5550 1112', hours: 'sales', manufacturers: ['Toyota'], licence: qldLicence(12), photo: 'showroom' },
  { slug: 'metro-mazda-bowen-hills', name: 'Metro Mazda Bowen Hills', dealership: 'metro-mazda', type: 'sales', place: { street: '50 Campbell Street', locality: 'Bowen Hills', postcode: '4006' }, phone: '07 5550 1121', hours: 'sales', manufacturers: ['Mazda'], licence: qldLicence(21), rating: ['4.6', 388], photo: 'showroom' },
  { slug: 'metro-mazda-bowen-hills-service', name: 'Metro Mazda Bowen Hills Service', dealership: 'metro-mazda', type: 'service', place: { street: '50 Campbell Street', locality: 'Bowen Hills', postcode: '4006' }, phone: '07 5550 1122', hours: 'service', manufacturers: ['Mazda'], licence: qldLicence(21), photo: 'workshop' },
  { slug: 'metro-mazda-newcastle', name: 'Metro Mazda Newcastle', dealership: 'metro-mazda', type: 'sales', place: { street: '412 Hunter Street', locality: 'Newcastle', postcode: '2300' }, phone: '02 5550 1123', hours: 'sales', manufacturers: ['Mazda'], licence: 'MD061274', repairer: 'MVRL51023', rating: ['4.5', 254], photo: 'showroom' },
  { slug: 'metro-hyundai-southport', name: 'Metro Hyundai Southport', dealership: 'metro-hyundai', type: 'sales', place: { street: '120 Ferry Road', locality: 'Southport', postcode: '4215' }, phone: '07 5550 1131', hours: 'salesSunday', manufacturers: ['Hyundai'], licence: qldLicence(31), rating: ['4.5', 518], photo: 'showroom' },
  { slug: 'metro-hyundai-southport-service', name: 'Metro Hyundai Southport Service', dealership: 'metro-hyundai', type: 'service', place: { street: '120 Ferry Road', locality: 'Southport', postcode: '4215' }, phone: '07 5550 1132', hours: 'serviceSaturday', manufacturers: ['Hyundai'], licence: qldLicence(31), photo: 'workshop' },
  { slug: 'metro-kia-parramatta', name: 'Metro Kia Parramatta', dealership: 'metro-kia', type: 'sales', place: { street: '101 Church Street', locality: 'Parramatta', postcode: '2150' }, phone: '02 5550 1141', hours: 'salesSunday', manufacturers: ['Kia'], licence: 'MD058812', repairer: 'MVRL48817', rating: ['4.4', 377], photo: 'showroom' },
  { slug: 'metro-ford-penrith', name: 'Metro Ford Penrith', dealership: 'metro-ford', type: 'sales', place: { street: '88 Mulgoa Road', locality: 'Penrith', postcode: '2750' }, phone: '02 5550 1151', hours: 'sales', manufacturers: ['Ford'], licence: 'MD049931', repairer: 'MVRL40212', rating: ['4.6', 455], photo: 'showroom' },
  { slug: 'metro-ford-penrith-service', name: 'Metro Ford Penrith Service', dealership: 'metro-ford', type: 'service', place: { street: '88 Mulgoa Road', locality: 'Penrith', postcode: '2750' }, phone: '02 5550 1152', hours: 'serviceSaturday', manufacturers: ['Ford'], licence: 'MD049931', repairer: 'MVRL40212', photo: 'workshop' },
  { slug: 'metro-used-cars-slacks-creek', name: 'Metro Used Cars Slacks Creek', dealership: 'metro-used-cars', type: 'sales', place: { street: '250 Kingston Road', locality: 'Slacks Creek', postcode: '4127' }, phone: '07 5550 1161', hours: 'salesSunday', manufacturers: [], licence: qldLicence(61), rating: ['4.3', 903], photo: 'yard' },
  { slug: 'metro-car-buying-centre', name: 'Metro Car Buying Centre', dealership: 'metro-used-cars', type: 'car-buying', subtype: 'buying', place: { street: '1020 Ipswich Road', locality: 'Moorooka', postcode: '4105' }, phone: '07 5550 1162', hours: 'buying', manufacturers: [], licence: qldLicence(62), photo: 'yard' },
  { slug: 'metro-motorcycles-coomera', name: 'Metro Motorcycles Coomera', dealership: 'metro-motorcycles', type: 'sales', place: { street: '31 Foxwell Road', locality: 'Coomera', postcode: '4209' }, phone: '07 5550 1171', hours: 'sales', manufacturers: ['Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson'], licence: qldLicence(71), rating: ['4.8', 266], photo: 'showroom' },
  { slug: 'metro-motorcycles-coomera-service', name: 'Metro Motorcycles Coomera Service', dealership: 'metro-motorcycles', type: 'service', place: { street: '31 Foxwell Road', locality: 'Coomera', postcode: '4209' }, phone: '07 5550 1172', hours: 'serviceSaturday', manufacturers: ['Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson'], photo: 'workshop' },
  { slug: 'metro-trucks-brendale', name: 'Metro Trucks Brendale', dealership: 'metro-trucks', type: 'sales', place: { street: '45 South Pine Road', locality: 'Brendale', postcode: '4500' }, phone: '07 5550 1181', hours: 'sales', manufacturers: ['Isuzu', 'Hino', 'Fuso'], licence: qldLicence(81), rating: ['4.5', 121], photo: 'yard' },
  { slug: 'metro-trucks-brendale-parts', name: 'Metro Trucks Brendale Parts', dealership: 'metro-trucks', type: 'parts', place: { street: '45 South Pine Road', locality: 'Brendale', postcode: '4500' }, phone: '07 5550 1182', hours: 'parts', manufacturers: ['Isuzu', 'Hino', 'Fuso'], photo: 'workshop' },
  { slug: 'metro-fleet-eagle-farm', name: 'Metro Fleet Sales Eagle Farm', dealership: 'metro-fleet', type: 'sales', place: { street: '1 Lavarack Avenue', locality: 'Eagle Farm', postcode: '4009' }, phone: '07 5550 1191', email: 'fleet@metromotorgroup.com.au', hours: 'sales', manufacturers: [], licence: qldLicence(91), photo: 'yard' },
];

/** The brands the group sells or services (its /brands page and the home page's brand count). */
export const metroBrands: TenantDefinition['brands'] = [
  ...['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Honda', 'Yamaha', 'Kawasaki'].map((make) => ({ make })),
  // The Harley-Davidson franchise keeps its own site, so its brand page links out.
  { make: 'Harley-Davidson', skipPage: true, externalUrl: 'https://www.metroharleydavidson.com.au' },
  ...['Isuzu', 'Hino', 'Fuso', 'Mitsubishi', 'Nissan', 'Subaru', 'Volkswagen', 'MG', 'Tesla'].map((make) => ({ make })),
];
