import { badges, car, type CatalogueModel } from './catalogue-types';

/** Toyota's Australian range: the franchise tenant sells these new, every tenant sees them used. */
export const toyotaModels: CatalogueModel[] = [
  car('Toyota', 'HiLux', 'ute', {
    series: 'GUN126R', trans: '6 Speed Automatic', cc: 2755, induction: 'Turbo', torque: '500Nm', consumption: 8.4,
    tank: 80, towing: 3500, gvm: 3050, dims: [5325, 1815, 1855], popularity: 9, retention: 1.18,
  }, badges(['Workmate', 41990, { drive: 'RWD' }], ['SR', 54990], ['SR5', 64990], ['Rogue', 74990], ['GR Sport', 82990])),
  car('Toyota', 'Corolla', 'hatch', {
    series: 'ZWE219R', trans: 'CVT', cc: 1987, torque: '205Nm', consumption: 6.0, tank: 50, towing: 0, gvm: 1775,
    dims: [4375, 1435, 1790], popularity: 7, retention: 1.05,
  }, badges(['Ascent Sport', 31990], ['Ascent Sport Hybrid', 34990, { fuel: 'Hybrid' }], ['SX Hybrid', 39990, { fuel: 'Hybrid' }], ['ZR Hybrid', 44990, { fuel: 'Hybrid' }])),
  car('Toyota', 'Corolla Cross', 'suv', {
    series: 'MXGH10R', trans: 'CVT', cc: 1987, torque: '202Nm', consumption: 4.3, tank: 43, towing: 750,
    dims: [4460, 1620, 1825], firstYear: 2022, popularity: 4, fuel: 'Hybrid',
  }, badges(['GX Hybrid', 38990], ['GXL Hybrid', 43990], ['Atmos Hybrid', 52990, { drive: 'AWD' }])),
  car('Toyota', 'RAV4', 'suv', {
    series: 'AXAH52R', trans: 'CVT', cc: 2487, torque: '221Nm', consumption: 4.7, tank: 55, towing: 1500,
    dims: [4600, 1685, 1855], fuel: 'Hybrid', popularity: 9, retention: 1.12,
  }, badges(['GX', 41990, { fuel: 'Petrol' }], ['GX Hybrid', 44990], ['GXL Hybrid', 48990], ['XSE Hybrid', 54990, { drive: 'AWD' }], ['Cruiser Hybrid', 56990, { drive: 'AWD' }], ['Edge', 61990, { fuel: 'Petrol', drive: 'AWD' }])),
  car('Toyota', 'LandCruiser 300', 'suv', {
    series: 'FJA300R', fuel: 'Diesel', drive: '4x4', trans: '10 Speed Automatic', seats: 7, cylinders: 6, cc: 3346,
    induction: 'Twin Turbo', torque: '700Nm', consumption: 8.9, tank: 110, towing: 3500, gvm: 3280,
    dims: [4980, 1950, 1990], firstYear: 2021, popularity: 3, retention: 1.3,
  }, badges(['GX', 98990, { trans: '10 Speed Automatic' }], ['GXL', 112990], ['VX', 126990], ['Sahara', 146990], ['GR Sport', 152990])),
  car('Toyota', 'LandCruiser 70', 'cabChassis', {
    series: 'GDJ79R', trans: '6 Speed Automatic', cylinders: 4, cc: 2755, induction: 'Turbo', torque: '500Nm',
    consumption: 9.6, tank: 130, towing: 3500, gvm: 3510, dims: [5230, 1955, 1870], ancap: null, popularity: 2, retention: 1.35,
  }, badges(['Workmate', 79990], ['GXL', 88990])),
  car('Toyota', 'Prado', 'suv', {
    series: 'GDJ250R', fuel: 'Diesel', drive: '4x4', seats: 7, cc: 2755, induction: 'Turbo', torque: '500Nm',
    consumption: 7.9, tank: 110, towing: 3500, gvm: 2990, dims: [4925, 1925, 1980], popularity: 5, retention: 1.22,
  }, badges(['GX', 77990], ['GXL', 87990], ['VX', 98990], ['Kakadu', 110990])),
  car('Toyota', 'Camry', 'sedan', {
    series: 'AXVH71R', fuel: 'Hybrid', trans: 'CVT', cc: 2487, torque: '221Nm', consumption: 4.2, tank: 50,
    towing: 1200, dims: [4885, 1445, 1840], popularity: 4,
  }, badges(['Ascent Hybrid', 40990], ['SL Hybrid', 52990])),
  car('Toyota', 'Yaris Cross', 'suv', {
    series: 'MXPJ10R', trans: 'CVT', cc: 1490, torque: '145Nm', consumption: 5.4, tank: 42, towing: 750,
    dims: [4180, 1595, 1765], firstYear: 2020, popularity: 4,
  }, badges(['GX', 31990], ['GXL Hybrid', 36990, { fuel: 'Hybrid' }], ['Urban Hybrid', 39990, { fuel: 'Hybrid' }])),
  car('Toyota', 'Kluger', 'suv', {
    series: 'AXUH78R', fuel: 'Hybrid', drive: 'AWD', seats: 7, cc: 2487, torque: '238Nm', consumption: 5.6,
    tank: 65, towing: 2000, dims: [4966, 1755, 1930], popularity: 3,
  }, badges(['GX Hybrid', 62990], ['GXL Hybrid', 71990], ['Grande Hybrid', 83990])),
  car('Toyota', 'HiAce', 'van', {
    series: 'GDH300R', trans: '6 Speed Automatic', cc: 2755, induction: 'Turbo', torque: '450Nm', consumption: 8.4,
    tank: 70, towing: 1900, gvm: 3300, dims: [5265, 1990, 1950], popularity: 3, retention: 1.1,
  }, badges(['LWB Van', 54990], ['SLWB Van', 61990])),
  car('Toyota', 'bZ4X', 'suv', {
    series: 'XEAM10R', fuel: 'Electric', trans: '1 Speed Reduction Gear', cylinders: null, cc: null, induction: null,
    torque: '266Nm', consumption: null, tank: null, towing: 750, dims: [4690, 1650, 1860], firstYear: 2022, popularity: 1,
  }, badges(['FWD', 69990], ['AWD', 77990, { drive: 'AWD' }])),
  car('Toyota', 'GR86', 'coupe', {
    series: 'ZN8R', trans: '6 Speed Manual', cc: 2387, torque: '250Nm', consumption: 9.5, tank: 50, towing: 0,
    dims: [4265, 1310, 1775], firstYear: 2022, ancap: null, popularity: 1,
  }, badges(['GTS', 55990, { trans: '6 Speed Manual' }], ['GTS Auto', 58990, { trans: '6 Speed Automatic' }])),
  car('Toyota', 'GR Yaris', 'hatch', {
    series: 'GXPA16R', drive: 'AWD', trans: '6 Speed Manual', cylinders: 3, cc: 1618, induction: 'Turbo',
    torque: '390Nm', consumption: 7.6, tank: 50, towing: 0, dims: [3995, 1455, 1805], firstYear: 2020, popularity: 1, retention: 1.2,
  }, badges(['GR Yaris', 64990], ['Rallye', 71990])),
];
