/**
 * SPEC 7 "Similar vehicles": a multi-query to the search service; price band ±10000 when the price
 * is under 50000 else ±25000; in_stock only; not this car; extra make/model or car_type/body
 * filters on some sites. Results merge with the same model first, de-duplicated by id, max 6.
 */
export type SimilarSource = { id: number; make: string; model: string; price: number | null; car_type: string; body: string | null; simple_body: string | null };
export type SimilarHit = { id: number; make?: string; model?: string };

export const SIMILAR_LIMIT = 6;
export const SIMILAR_QUERY_LIMIT = 10;

export function priceBand(price: number): { min: number; max: number } {
  const delta = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - delta), max: price + delta };
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The filter strings of the multi-query: same make and model first, then the same body and
 * condition, then anything in the price band. `extra` is the tenant's own filter (e.g. car_type).
 */
export function similarFilters(vehicle: SimilarSource, extra?: string | null): string[] {
  const base = ['status:in_stock', `NOT id:${vehicle.id}`];
  if (vehicle.price !== null && vehicle.price > 0) {
    const { min, max } = priceBand(vehicle.price);
    base.push(`price:${min} TO ${max}`);
  }
  if (extra) base.push(`(${extra})`);
  const join = (parts: string[]) => parts.join(' AND ');
  const body = vehicle.simple_body ?? vehicle.body;
  const queries = [join([...base, `make:${quote(vehicle.make)}`, `model:${quote(vehicle.model)}`])];
  if (body) queries.push(join([...base, `simple_body:${quote(body)}`, `car_type:${vehicle.car_type}`]));
  queries.push(join(base));
  return queries;
}

/** Merge the result lists: same model first, each car once, never the car itself, at most 6. */
export function mergeSimilar<T extends SimilarHit>(vehicle: SimilarSource, lists: readonly (readonly T[])[], limit = SIMILAR_LIMIT): T[] {
  const seen = new Set<number>([vehicle.id]);
  const all: T[] = [];
  for (const list of lists) {
    for (const hit of list) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      all.push(hit);
    }
  }
  const sameModel = (hit: T) => hit.make === vehicle.make && hit.model === vehicle.model;
  return [...all.filter(sameModel), ...all.filter((hit) => !sameModel(hit))].slice(0, limit);
}
