import type { CatalogueModel } from './catalogue-types';

type Layout = { name: string; price: number; length: number; width: number; tare: number; atm: number; axle: 'Single' | 'Tandem'; sleeps: number };

function caravan(make: string, model: string, series: string, body: 'caravan' | 'poptop' | 'camperTrailer', popularity: number, layouts: Layout[]): CatalogueModel[] {
  // Each floor plan differs in size and mass, so each becomes its own catalogue line.
  return layouts.map((layout) => ({
    make, model, itemType: 'caravan', body, simpleBody: body === 'camperTrailer' ? 'Camper Trailer' : 'Caravan', art: 'caravan',
    bodyConfiguration: body === 'poptop' ? 'Pop Top' : body === 'camperTrailer' ? 'Hybrid Camper' : 'Full Height',
    series, firstYear: 2014, lastYear: null, fuel: null, drive: null, trans: null, seats: null, doors: 1, cylinders: null,
    cc: null, induction: null, torque: null, consumption: null, tank: null, towing: null, gvm: layout.atm,
    dims: null, ancap: null, badges: [{ name: layout.name, price: layout.price }], popularity: popularity / layouts.length,
    retention: 1.05,
    caravan: { length: layout.length, width: layout.width, tare: layout.tare, atm: layout.atm, axle: layout.axle, sleeps: layout.sleeps },
  }));
}

/** Australian-built caravans; body lengths are in feet as the industry quotes them. */
export const caravanModels: CatalogueModel[] = [
  ...caravan('Jayco', 'Journey', 'Outback', 'caravan', 6, [
    { name: '19.61-3 Outback', price: 84990, length: 19.6, width: 7.9, tare: 2390, atm: 2990, axle: 'Tandem', sleeps: 2 },
    { name: '21.68-3 Outback Family', price: 92990, length: 21.5, width: 7.9, tare: 2680, atm: 3280, axle: 'Tandem', sleeps: 5 },
  ]),
  ...caravan('Jayco', 'Starcraft', 'Outback', 'caravan', 5, [
    { name: '17.55-3 Outback', price: 67990, length: 17.5, width: 7.6, tare: 1980, atm: 2500, axle: 'Single', sleeps: 2 },
    { name: '19.61-3 Outback', price: 73990, length: 19.6, width: 7.6, tare: 2240, atm: 2800, axle: 'Tandem', sleeps: 3 },
  ]),
  ...caravan('Jayco', 'Crossover', 'Touring', 'poptop', 2, [
    { name: '15.44-3 Pop Top', price: 55990, length: 15.4, width: 7.3, tare: 1560, atm: 1990, axle: 'Single', sleeps: 2 },
  ]),
  ...caravan('Jayco', 'Swan', 'Outback', 'camperTrailer', 2, [
    { name: '12.11 Outback', price: 46990, length: 12.0, width: 6.9, tare: 1210, atm: 1650, axle: 'Single', sleeps: 4 },
  ]),
  ...caravan('Lotus', 'Trooper', 'Series 4', 'caravan', 3, [
    { name: '20ft Ensuite', price: 139990, length: 20.0, width: 7.9, tare: 2960, atm: 3750, axle: 'Tandem', sleeps: 2 },
    { name: '18ft Couples', price: 129990, length: 18.0, width: 7.9, tare: 2780, atm: 3500, axle: 'Tandem', sleeps: 2 },
  ]),
  ...caravan('Lotus', 'Freelander', 'Series 2', 'caravan', 1, [
    { name: '21ft Family', price: 119990, length: 21.0, width: 7.9, tare: 2900, atm: 3500, axle: 'Tandem', sleeps: 6 },
  ]),
  ...caravan('New Age', 'Manta Ray', 'MR', 'caravan', 3, [
    { name: 'MR19ERL', price: 89990, length: 19.0, width: 7.8, tare: 2580, atm: 3200, axle: 'Tandem', sleeps: 2 },
    { name: 'MR21ERB3 Family', price: 97990, length: 21.0, width: 7.8, tare: 2850, atm: 3500, axle: 'Tandem', sleeps: 5 },
  ]),
  ...caravan('New Age', 'Big Red', 'BR', 'caravan', 2, [
    { name: 'BR22ERL', price: 119990, length: 22.0, width: 7.9, tare: 3020, atm: 3800, axle: 'Tandem', sleeps: 2 },
  ]),
  ...caravan('Crusader', 'Excalibur', 'Off Road', 'caravan', 2, [
    { name: '21ft Club Lounge', price: 104990, length: 21.0, width: 7.9, tare: 2900, atm: 3500, axle: 'Tandem', sleeps: 2 },
  ]),
  ...caravan('Crusader', 'Tempest', 'Touring', 'caravan', 1, [
    { name: '19ft Rear Door', price: 82990, length: 19.0, width: 7.6, tare: 2450, atm: 3000, axle: 'Tandem', sleeps: 2 },
  ]),
];
