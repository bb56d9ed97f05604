import type { AustralianState } from '../tenants/tenant-types';
import type { Random } from '../random';

/** VIN characters: digits and capitals except I, O and Q, which read like 1 and 0. */
export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const wmi: Record<string, string> = {
  Toyota: 'JTM', Mazda: 'JM0', Ford: 'MPB', Hyundai: 'KMH', Kia: 'KNA', Mitsubishi: 'MMB', Isuzu: 'MPA', Nissan: 'MNT',
  Subaru: 'JF1', Honda: 'MLH', Suzuki: 'JS3', Tesla: 'LRW', BYD: 'LGX', Volkswagen: 'WV1', MG: 'LSJ', GWM: 'LGW',
  Holden: '6G1', 'Mercedes-Benz': 'WDD', BMW: 'WBA', Audi: 'WAU', Skoda: 'TMB', Jeep: '1C4', Yamaha: 'JYA', Kawasaki: 'JKA',
  'Harley-Davidson': '1HD', KTM: 'VBK', Hino: 'JHH', Fuso: 'JLF', Iveco: 'ZCF', Jayco: '6T9', Lotus: '6K9', 'New Age': '6F9', Crusader: '6H9',
};

const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY';

/** The VIN model-year character (position 10): A = 2010 … Y = 2030, 1–9 = 2001–2009. */
export function vinYearCode(year: number): string {
  if (year >= 2010) return yearCodes[(year - 2010) % yearCodes.length] ?? 'A';
  return String(Math.max(1, year - 2000));
}

/** A 17-character VIN: the make's WMI, random descriptors, year code and a serial unique per vehicle id. */
export function makeVin(make: string, year: number, id: number, random: Random): string {
  const prefix = wmi[make] ?? 'MR0';
  let descriptor = '';
  for (let i = 0; i < 6; i++) descriptor += random.pick([...VIN_ALPHABET]);
  const serial = String(id % 1_000_000).padStart(6, '0');
  return `${prefix}${descriptor}${vinYearCode(year)}${random.pick([...LETTERS])}${serial}`;
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
}

export function makeNvic(random: Random): string {
  let nvic = '';
  for (let i = 0; i < 6; i++) nvic += random.pick([...'0123456789ABCDEFGHJKLMNPRSTUVWXYZ']);
  return nvic;
}

/** Number plates in the style of the vehicle's state (QLD 123ABC, NSW AB12CD). */
export function makeRegplate(state: AustralianState, random: Random): string {
  const letters = (n: number) => Array.from({ length: n }, () => random.pick([...LETTERS])).join('');
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return state === 'NSW' ? `${letters(2)}${digits(2)}${letters(2)}` : `${digits(3)}${letters(3)}`;
}

/** An 11-character YouTube video id. */
export function youtubeId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => random.pick([...alphabet])).join('');
}
