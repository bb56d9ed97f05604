import type { Badge, CatalogueModel } from './catalogue-types';

type BikeSpec = { style: string; cc: number; cylinders: number; torque: string; consumption: number; tank: number; popularity: number; firstYear?: number; retention?: number };

const styleLabels: Record<string, string> = {
  naked: 'Naked', sport: 'Sport', cruiser: 'Cruiser', adventure: 'Adventure', offRoad: 'Off Road', touring: 'Touring',
};

function bike(make: string, model: string, series: string, spec: BikeSpec, ...list: [string, number][]): CatalogueModel {
  const badgeList: Badge[] = list.map(([name, price]) => ({ name, price }));
  return {
    make, model, itemType: 'motorcycle', body: spec.style, simpleBody: 'Motorcycle', art: 'motorcycle',
    bodyConfiguration: styleLabels[spec.style] ?? 'Road', series, firstYear: spec.firstYear ?? 2017, lastYear: null,
    fuel: 'Petrol', drive: null, trans: '6 Speed Manual', seats: 2, doors: null, cylinders: spec.cylinders, cc: spec.cc,
    induction: 'Aspirated', torque: spec.torque, consumption: spec.consumption, tank: spec.tank, towing: null, gvm: null,
    dims: null, ancap: null, badges: badgeList, popularity: spec.popularity, retention: spec.retention ?? 1,
  };
}

/** Road, adventure and dirt bikes as sold by Australian motorcycle dealers (ride-away prices). */
export const motorcycleModels: CatalogueModel[] = [
  bike('Honda', 'CB650R', 'RH02', { style: 'naked', cc: 649, cylinders: 4, torque: '63Nm', consumption: 5.0, tank: 15, popularity: 4 }, ['CB650R', 14499], ['CB650R E-Clutch', 15299]),
  bike('Honda', 'Rebel 500', 'PC60', { style: 'cruiser', cc: 471, cylinders: 2, torque: '43Nm', consumption: 3.6, tank: 11, popularity: 4 }, ['Rebel 500', 10799], ['Rebel 500 SE', 11299]),
  bike('Honda', 'CRF300L', 'MD47', { style: 'offRoad', cc: 286, cylinders: 1, torque: '27Nm', consumption: 3.3, tank: 8, popularity: 3, firstYear: 2021 }, ['CRF300L', 9099], ['CRF300 Rally', 10899]),
  bike('Honda', 'Africa Twin', 'CRF1100L', { style: 'adventure', cc: 1084, cylinders: 2, torque: '112Nm', consumption: 5.0, tank: 18, popularity: 2 }, ['Africa Twin', 25999], ['Adventure Sports ES DCT', 32499]),
  bike('Yamaha', 'MT-07', 'RM33', { style: 'naked', cc: 689, cylinders: 2, torque: '67Nm', consumption: 4.3, tank: 14, popularity: 5 }, ['MT-07 LAMS', 12849], ['MT-07', 13249]),
  bike('Yamaha', 'Tenere 700', 'DM08', { style: 'adventure', cc: 689, cylinders: 2, torque: '68Nm', consumption: 4.3, tank: 16, popularity: 3, firstYear: 2019, retention: 1.1 }, ['Tenere 700', 18999], ['Tenere 700 World Raid', 22999]),
  bike('Yamaha', 'YZF-R3', 'RH12', { style: 'sport', cc: 321, cylinders: 2, torque: '30Nm', consumption: 3.8, tank: 14, popularity: 3 }, ['YZF-R3', 9249]),
  bike('Yamaha', 'MT-09', 'RN69', { style: 'naked', cc: 890, cylinders: 3, torque: '93Nm', consumption: 5.2, tank: 14, popularity: 2 }, ['MT-09', 17649], ['MT-09 SP', 20449]),
  bike('Kawasaki', 'Ninja 400', 'EX400', { style: 'sport', cc: 399, cylinders: 2, torque: '38Nm', consumption: 4.1, tank: 14, popularity: 4 }, ['Ninja 400', 8999], ['Ninja 400 KRT', 9399]),
  bike('Kawasaki', 'Z900', 'ZR900', { style: 'naked', cc: 948, cylinders: 4, torque: '98Nm', consumption: 5.8, tank: 17, popularity: 3 }, ['Z900', 15999], ['Z900 SE', 18899]),
  bike('Kawasaki', 'KLR650', 'KL650', { style: 'adventure', cc: 652, cylinders: 1, torque: '52Nm', consumption: 4.8, tank: 23, popularity: 2, firstYear: 2022 }, ['KLR650', 10499], ['KLR650 Adventure', 11999]),
  bike('Harley-Davidson', 'Street Bob 114', 'FXBBS', { style: 'cruiser', cc: 1868, cylinders: 2, torque: '155Nm', consumption: 5.6, tank: 13, popularity: 2, retention: 1.05 }, ['Street Bob 114', 29995]),
  bike('Harley-Davidson', 'Fat Boy 114', 'FLFBS', { style: 'cruiser', cc: 1868, cylinders: 2, torque: '155Nm', consumption: 5.6, tank: 19, popularity: 2, retention: 1.05 }, ['Fat Boy 114', 38495]),
  bike('Harley-Davidson', 'Road Glide', 'FLTRX', { style: 'touring', cc: 1923, cylinders: 2, torque: '176Nm', consumption: 5.7, tank: 22, popularity: 1, retention: 1.05 }, ['Road Glide', 49995], ['Road Glide Special', 53495]),
  bike('Suzuki', 'DR650SE', 'SP46B', { style: 'offRoad', cc: 644, cylinders: 1, torque: '55Nm', consumption: 4.6, tank: 13, popularity: 2, retention: 1.1 }, ['DR650SE', 10290]),
  bike('Suzuki', 'V-Strom 650', 'DL650', { style: 'adventure', cc: 645, cylinders: 2, torque: '62Nm', consumption: 4.4, tank: 20, popularity: 2 }, ['V-Strom 650', 13290], ['V-Strom 650XT', 14290]),
  bike('KTM', '390 Duke', 'Gen 3', { style: 'naked', cc: 399, cylinders: 1, torque: '39Nm', consumption: 3.6, tank: 15, popularity: 2, firstYear: 2024 }, ['390 Duke', 9995]),
  bike('KTM', '890 Adventure', 'Gen 2', { style: 'adventure', cc: 889, cylinders: 2, torque: '100Nm', consumption: 4.5, tank: 20, popularity: 1 }, ['890 Adventure', 23995], ['890 Adventure R', 26995]),
  bike('BMW', 'R 1300 GS', 'K50', { style: 'adventure', cc: 1300, cylinders: 2, torque: '149Nm', consumption: 4.8, tank: 19, popularity: 1, firstYear: 2024 }, ['R 1300 GS', 33990], ['R 1300 GS Trophy', 39990]),
];
