import type { SearchRecord } from '../../port/search-record';
import { seriesRank } from '../../indexing/series-order';

/**
 * Deterministic fake vehicles for engine tests and benchmarks: a seeded generator, so a failing
 * brute-force comparison reproduces exactly. Values are spread so facets have realistic shapes
 * (a few big makes, many models, nulls in optional fields, multi-valued features).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const MODELS: Record<string, string[]> = {
  Toyota: ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser', 'Prado', 'Yaris'],
  Mazda: ['CX-5', 'Mazda3', 'BT-50', 'CX-30'],
  Ford: ['Ranger', 'Everest', 'Mustang', 'Focus'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe'],
  Kia: ['Cerato', 'Sportage', 'Sorento'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'A-Class'],
  Škoda: ['Octavia', 'Kodiaq'],
};
const BADGES = ['GX', 'GXL', 'Ascent Sport', 'SR5', 'Maxx', 'Sport', 'Titanium', null];
const COLOURS = ['White', 'Black', 'Silver', 'Blue', 'Red', 'Grey', null];
const BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', null];
const FEATURES = ['Bluetooth', 'Reversing Camera', 'Sunroof', 'Apple CarPlay', 'Cruise Control', 'Tow Bar', 'Leather Seats'];
const LOCATIONS = [
  { slug: 'brisbane-city', name: 'Brisbane City', city: 'Brisbane', state: 'QLD' },
  { slug: 'gold-coast', name: 'Gold Coast Motors', city: 'Southport', state: 'QLD' },
  { slug: 'sydney-west', name: 'Sydney West', city: 'Parramatta', state: 'NSW' },
  { slug: 'melbourne-north', name: 'Melbourne North', city: 'Coburg', state: 'VIC' },
];
const SITES = ['metro-motor-group', 'riverside-toyota', 'valley-used-cars', 'outback-rv-and-moto'];
const STATUSES: SearchRecord['status'][] = ['in_stock', 'in_stock', 'in_stock', 'coming_soon', 'sold'];
const CAR_TYPES: SearchRecord['car_type'][] = ['used', 'used', 'new', 'demo'];
const ITEM_TYPES: SearchRecord['item_type'][] = ['car', 'car', 'car', 'car', 'motorcycle', 'truck', 'caravan'];

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * `sites` spreads the records over that many tenants (the four demo sites first, then
 * `dealer-group-5`…): a platform's stock, many groups with thousands of cars each.
 */
export function makeVehicleRecords(count: number, seed = 42, { sites = SITES.length }: { sites?: number } = {}): SearchRecord[] {
  const random = seededRandom(seed);
  const siteSlugs = Array.from({ length: Math.max(1, sites) }, (_, index) => SITES[index] ?? `dealer-group-${index + 1}`);
  const makes = Object.keys(MODELS);
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const make = random() < 0.35 ? 'Toyota' : pick(random, makes);
    const model = pick(random, MODELS[make]!);
    const year = 2008 + Math.floor(random() * 17);
    const location = pick(random, LOCATIONS);
    const status = pick(random, STATUSES);
    const carType = pick(random, CAR_TYPES);
    const badge = pick(random, BADGES);
    const price = random() < 0.05 ? 0 : 5000 + Math.round(random() * 120) * 500;
    const features = FEATURES.filter(() => random() < 0.4);
    return {
      objectID: String(id),
      id,
      slug: `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      site_slug: pick(random, siteSlugs),
      dealership_slug: `dealer-${1 + Math.floor(random() * 5)}`,
      dealership_id: 1 + Math.floor(random() * 5),
      location_slug: location.slug,
      location_name: location.name,
      dealership_name: `${location.city} Autos`,
      city: location.city,
      state: location.state,
      name: `${year} ${make} ${model}${badge ? ` ${badge}` : ''}`,
      year,
      make,
      model,
      make_model: `${make} ${model}`,
      badge,
      series: random() < 0.5 ? `Series ${1 + Math.floor(random() * 3)}` : null,
      colour: pick(random, COLOURS),
      item_type: pick(random, ITEM_TYPES),
      car_type: carType,
      status,
      sold: status === 'sold',
      is_available: status === 'in_stock' || status === 'coming_soon' ? 1 : 0,
      tag: random() < 0.1 ? 'Test Drive Only' : null,
      reserved: random() < 0.05,
      certified: carType === 'used' && random() < 0.2,
      price,
      shown_price: price > 10 ? price : null,
      before_price: random() < 0.1 ? price + 1000 : null,
      subscription_price: random() < 0.1 ? 100 + Math.round(random() * 200) : null,
      // About what the estimate basis gives at 9% (no random draw, so the other fields stay as they were).
      weekly_repayment: (status === 'in_stock' || status === 'coming_soon') && price > 0 ? Math.round(price * 0.45) / 100 : null,
      preorder: random() < 0.02,
      price_type: null,
      km: carType === 'new' ? null : Math.round(random() * 250_000),
      body: pick(random, BODIES),
      simple_body: null,
      fuel: pick(random, ['Petrol', 'Diesel', 'Hybrid', 'Electric']),
      simple_fuel: null,
      transmission: pick(random, ['Automatic', 'Manual']),
      drive: pick(random, ['FWD', 'RWD', 'AWD', '4WD']),
      seats: pick(random, [2, 5, 5, 7, 8, null]),
      stocknum: `ST${String(100000 + id)}`,
      primary_image_url: null,
      images: [],
      photos_count: Math.floor(random() * 30),
      filtered_features: features,
      categories: [carType, 'car'],
      views: Math.floor(random() * 1000),
      custom_rank: Math.floor(random() * 100),
      checkout_enabled: random() < 0.3,
      reserve_amount: null,
      created_at_timestamp: 1_700_000_000 + Math.floor(random() * 30_000_000),
      sold_date_timestamp: status === 'sold' ? 1_730_000_000 + Math.floor(random() * 1_000_000) : null,
    } satisfies Omit<SearchRecord, 'series_rank'>;
  }).map((record) => ({ ...record, series_rank: seriesRank(record.series) }));
}
