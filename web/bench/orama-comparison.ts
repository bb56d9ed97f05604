// The same data and query mix as search-engine.bench.ts, through @orama/orama, for the ratio the
// search issue asks for. Orama has no Algolia filter strings, so each query is its `where` twin:
// enum facets (eq/in/nin), number ranges (between/gte), and/or/not groups for the tenant filter.
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import type { SearchRecord } from '../src/search/port/search-record';

const schema = {
  objectID: 'string',
  name: 'string',
  make: 'enum',
  model: 'enum',
  badge: 'string',
  car_type: 'enum',
  status: 'enum',
  body: 'enum',
  colour: 'enum',
  site_slug: 'enum',
  filtered_features: 'enum[]',
  year: 'number',
  km: 'number',
  price: 'number',
  is_available: 'number',
  sold_date_timestamp: 'number',
  custom_rank: 'number',
} as const;

type Row = { [K in keyof typeof schema]: unknown };

const toRow = (r: SearchRecord): Row => ({
  objectID: r.objectID,
  name: `${r.make} ${r.model} ${r.badge ?? ''}`,
  make: r.make,
  model: r.model,
  badge: r.badge ?? '',
  car_type: r.car_type,
  status: r.status,
  body: r.body ?? '',
  colour: r.colour ?? '',
  site_slug: r.site_slug,
  filtered_features: r.filtered_features,
  year: r.year,
  km: r.km ?? 0,
  price: r.price,
  is_available: r.is_available,
  sold_date_timestamp: r.sold_date_timestamp ?? 0,
  custom_rank: r.custom_rank,
});

export async function buildOrama(records: SearchRecord[]): Promise<AnyOrama> {
  const db = create({ schema });
  await insertMultiple(db, records.map(toRow) as never[], 1000);
  return db;
}

const tenant = {
  and: [
    { or: [{ is_available: { eq: 1 } }, { sold_date_timestamp: { gte: 1730500000 } }] },
    { site_slug: { eq: 'metro-motor-group' } },
  ],
};
const enumFacets = { make: {}, model: {}, car_type: {}, status: {}, body: {}, colour: {}, filtered_features: {} };
const facets = {
  ...enumFacets,
  year: { ranges: [{ from: 2000, to: 2010 }, { from: 2010, to: 2020 }, { from: 2020, to: 2030 }] },
  km: { ranges: [{ from: 0, to: 50000 }, { from: 50000, to: 150000 }, { from: 150000, to: 1e9 }] },
  price: { ranges: [{ from: 0, to: 20000 }, { from: 20000, to: 50000 }, { from: 50000, to: 1e9 }] },
};

/** The Orama twin of each query of the engine bench, by the same name. */
export function oramaQueries(db: AnyOrama): Record<string, () => unknown> {
  const run = (params: Record<string, unknown>) => search(db, params as never);
  return {
    'browse, 10 facets': () => run({ term: '', where: tenant, facets, limit: 21 }),
    'filters AND/OR/NOT': () => run({
      term: '',
      facets,
      where: { and: [tenant, { make: { in: ['Toyota', 'Mazda'] } }, { car_type: { eq: 'used' } }, { not: { body: { eq: 'van' } } }, { price: { between: [10000, 60000] } }] },
    }),
    'text + filters': () => run({ term: 'toyota cor', properties: ['name'], facets, where: { and: [tenant, { year: { gte: 2018 } }] } }),
    'InstantSearch batch (4)': () => [
      run({ term: '', facets, limit: 21, where: { and: [tenant, { make: { eq: 'Toyota' } }, { car_type: { eq: 'used' } }] } }),
      run({ term: '', facets: { make: {} }, limit: 0, where: { and: [tenant, { car_type: { eq: 'used' } }] } }),
      run({ term: '', facets: { car_type: {} }, limit: 0, where: { and: [tenant, { make: { eq: 'Toyota' } }] } }),
      run({ term: '', facets: { price: facets.price }, limit: 0, where: tenant }),
    ],
    'sort by price': () => run({ term: '', facets, limit: 21, offset: 63, where: { and: [tenant, { price: { gt: 0 } }] }, sortBy: { property: 'price', order: 'ASC' } }),
  };
}
