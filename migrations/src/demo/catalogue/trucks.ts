import type { CatalogueModel } from './catalogue-types';

type TruckSpec = { body: 'lightTruck' | 'cabChassis'; cylinders: number; cc: number; torque: string; gvm: number; trans: string; consumption: number; tank: number; popularity: number };

function truck(make: string, model: string, series: string, spec: TruckSpec, ...list: [string, number][]): CatalogueModel {
  return {
    make, model, itemType: 'truck', body: spec.body, simpleBody: 'Truck', art: 'truck',
    bodyConfiguration: spec.body === 'lightTruck' ? 'Pantech' : 'Cab Chassis', series, firstYear: 2015, lastYear: null,
    fuel: 'Diesel', drive: 'RWD', trans: spec.trans, seats: 3, doors: 2, cylinders: spec.cylinders, cc: spec.cc,
    induction: 'Turbo', torque: spec.torque, consumption: spec.consumption, tank: spec.tank, towing: 3500, gvm: spec.gvm,
    dims: [6900, 2600, 2040], ancap: null, badges: list.map(([name, price]) => ({ name, price })),
    popularity: spec.popularity, retention: 1,
  };
}

/** Light and medium trucks for the group's truck centre (prices exclude GST and on-road costs). */
export const truckModels: CatalogueModel[] = [
  truck('Isuzu', 'NPR', 'N Series', { body: 'lightTruck', cylinders: 4, cc: 5193, torque: '513Nm', gvm: 7500, trans: '6 Speed Automated Manual', consumption: 16.5, tank: 100, popularity: 5 }, ['75-190 Tradepack', 92990], ['75-190 AMT Pantech', 104990]),
  truck('Isuzu', 'NLR', 'N Series', { body: 'cabChassis', cylinders: 4, cc: 2999, torque: '375Nm', gvm: 4500, trans: '6 Speed Automated Manual', consumption: 12.8, tank: 100, popularity: 4 }, ['45-150 Traypack', 74990], ['45-150 Servicepack', 86990]),
  truck('Isuzu', 'FRR', 'F Series', { body: 'lightTruck', cylinders: 4, cc: 5193, torque: '765Nm', gvm: 11000, trans: '6 Speed Automatic', consumption: 20.0, tank: 200, popularity: 2 }, ['110-260', 139990]),
  truck('Hino', '300 Series', '300 Series', { body: 'cabChassis', cylinders: 4, cc: 4009, torque: '464Nm', gvm: 4500, trans: '6 Speed Automatic', consumption: 13.4, tank: 100, popularity: 4 }, ['617 Standard Cab', 72990], ['917 Wide Cab Auto', 94990], ['721 Hybrid Wide Cab', 109990]),
  truck('Fuso', 'Canter', 'FEB', { body: 'cabChassis', cylinders: 4, cc: 2998, torque: '430Nm', gvm: 4500, trans: '6 Speed Dual Clutch', consumption: 12.2, tank: 100, popularity: 4 }, ['515 City Cab', 69990], ['815 Wide Cab', 84990], ['918 Wide Cab', 94990]),
  truck('Iveco', 'Daily', '70C21', { body: 'cabChassis', cylinders: 4, cc: 2998, torque: '470Nm', gvm: 7000, trans: '8 Speed Automatic', consumption: 13.0, tank: 90, popularity: 2 }, ['Cab Chassis', 99990]),
];
