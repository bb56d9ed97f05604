import { conditionLabel } from '@/domain/vehicle-title';
import { formatKm, formatPrice } from '@/lib/format';

/** The fields of a car the compare view shows (SPEC 3 Vehicle). */
export type ComparedCar = {
  price: number | null;
  km: number | null;
  year: number;
  car_type: 'new' | 'demo' | 'used';
  body: string | null;
  simple_body: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  trans: string | null;
  simple_transmission: string | null;
  simple_drive: string | null;
  engine_size_litres: number | null;
  seats: number | null;
  doors: number | null;
  colour: string | null;
};

export type CompareRow = { label: string; values: string[]; differs: boolean };

const dash = '–';
const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? dash : String(value));

const ROWS: [string, (car: ComparedCar) => string][] = [
  ['Price', (car) => (car.price && car.price > 0 ? formatPrice(car.price) : 'Enquire for price')],
  ['Odometer', (car) => formatKm(car.km) ?? dash],
  ['Year', (car) => String(car.year)],
  ['Condition', (car) => conditionLabel(car.car_type)],
  ['Body', (car) => text(car.simple_body ?? car.body)],
  ['Fuel', (car) => text(car.simple_fuel ?? car.fuel)],
  ['Transmission', (car) => text(car.simple_transmission ?? car.trans)],
  ['Drive', (car) => text(car.simple_drive)],
  ['Engine', (car) => (car.engine_size_litres ? `${car.engine_size_litres} L` : dash)],
  ['Seats', (car) => text(car.seats)],
  ['Doors', (car) => text(car.doors)],
  ['Colour', (car) => text(car.colour)],
];

/** One row per field, each with every car's value and whether the cars differ on it (highlighted). */
export function compareRows(cars: readonly ComparedCar[]): CompareRow[] {
  return ROWS.map(([label, value]) => {
    const values = cars.map(value);
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** `?ids=1,2,3`: at most 4 distinct positive ids, in the order given; anything else is ignored. */
export function compareIds(raw: unknown, max = 4): number[] {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') return [];
  const ids = text.split(',').map((part) => part.trim()).filter((part) => /^\d{1,9}$/.test(part)).map(Number).filter((id) => id > 0);
  return [...new Set(ids)].slice(0, max);
}
