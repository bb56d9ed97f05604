import { toSlug } from '@/routes/vehicle-links';
import { bodyLabel } from './body-label';
import type { ListAttribute, SearchState } from './refinements';

/**
 * Search paths (SPEC 2): /search/new-used-and-demo-cars, /search/{type}-cars, /search/{make},
 * /search/{make}/{model}, /search/{body}, /search/{location slug}, /search/{dealership slug}, with
 * the used-car prefix first on used-only dealers (/search/used-cars/toyota/corolla).
 * Slugs are matched against the tenant's own facet values and locations, so a path names only
 * what the tenant stocks; anything else is not a search page (404).
 */
export type SearchVocabulary = {
  makes: readonly string[];
  /** make_model facet values, "Toyota Corolla". */
  makeModels: readonly string[];
  bodies: readonly string[];
  locations: ReadonlyArray<{ slug: string; name: string }>;
  dealerships: ReadonlyArray<{ slug: string; name: string }>;
};

export type PathOptions = { usedCarPrefix?: string | null };

export type PathRefinements = {
  lists: Partial<Record<ListAttribute, string[]>>;
  /** What the path names, for headings: ['Used', 'Toyota', 'Corolla']. */
  labels: string[];
};

export const DEFAULT_SEARCH_SEGMENT = 'new-used-and-demo-cars';

const TYPE_SEGMENTS: Record<string, { carTypes: string[]; label: string }> = {
  [DEFAULT_SEARCH_SEGMENT]: { carTypes: [], label: 'New, Used and Demo' },
  'used-cars': { carTypes: ['used'], label: 'Used' },
  'new-cars': { carTypes: ['new'], label: 'New' },
  'demo-cars': { carTypes: ['demo'], label: 'Demo' },
  'new-and-demo-cars': { carTypes: ['new', 'demo'], label: 'New and Demo' },
};

const prefixSegments = (prefix: string | null | undefined) => (prefix ?? '').split('/').filter(Boolean).map(toSlug);
const bySlug = (values: readonly string[], slug: string) => values.find((value) => toSlug(value) === slug);

function modelOf(make: string, makeModels: readonly string[], slug: string): string | undefined {
  return makeModels.find((mm) => mm.startsWith(`${make} `) && toSlug(mm.slice(make.length + 1)) === slug);
}

/** Path segments after /search → refinements, or null when the path names nothing this tenant has. */
export function parseSearchPath(segments: readonly string[], vocab: SearchVocabulary, options: PathOptions = {}): PathRefinements | null {
  let rest = segments.map((s) => s.toLowerCase()).filter(Boolean);
  const lists: PathRefinements['lists'] = {};
  const labels: string[] = [];

  const prefix = prefixSegments(options.usedCarPrefix);
  if (prefix.length > 0 && prefix.every((segment, i) => rest[i] === segment)) {
    rest = rest.slice(prefix.length);
    labels.push('Used');
  } else {
    // An own-property lookup: a path segment such as `constructor` or `__proto__` is a make or
    // nothing, never a property every object inherits.
    const segment = rest[0] ?? DEFAULT_SEARCH_SEGMENT;
    const type = Object.hasOwn(TYPE_SEGMENTS, segment) ? TYPE_SEGMENTS[segment] : undefined;
    if (type) {
      if (type.carTypes.length > 0) lists.car_type = type.carTypes;
      if (rest.length > 0 || type.carTypes.length > 0) labels.push(type.label);
      rest = rest.slice(1);
    }
  }
  if (rest.length > 2) return null;
  const [first, second] = rest;
  if (first === undefined) return { lists, labels };

  const make = bySlug(vocab.makes, first);
  if (make) {
    lists.make = [make];
    labels.push(make);
    if (second === undefined) return { lists, labels };
    const makeModel = modelOf(make, vocab.makeModels, second);
    if (!makeModel) return null;
    lists.make_model = [makeModel];
    labels.push(makeModel.slice(make.length + 1));
    return { lists, labels };
  }
  if (second !== undefined) return null;
  const body = bySlug(vocab.bodies, first);
  if (body) return { lists: { ...lists, body: [body] }, labels: [...labels, bodyLabel(body)] };
  const location = vocab.locations.find((l) => l.slug === first);
  if (location) return { lists: { ...lists, location_name: [location.name] }, labels: [...labels, location.name] };
  const dealership = vocab.dealerships.find((d) => d.slug === first);
  if (dealership) return { lists: { ...lists, dealership_name: [dealership.name] }, labels: [...labels, dealership.name] };
  return null;
}

function typeSegment(carTypes: readonly string[] | undefined): string | null {
  const wanted = [...(carTypes ?? [])].sort().join(',');
  if (!wanted) return null;
  for (const [segment, type] of Object.entries(TYPE_SEGMENTS)) {
    if ([...type.carTypes].sort().join(',') === wanted) return segment;
  }
  return null;
}

/**
 * Search state → the path that names it, and which refinements that path carries (they are left
 * out of the query string). One car type, one make, one model of it, or one body go in the path.
 */
export function searchPathFor(state: Pick<SearchState, 'lists'>, options: PathOptions = {}): { path: string; inPath: PathRefinements['lists'] } {
  const inPath: PathRefinements['lists'] = {};
  const segments: string[] = [];
  const prefix = prefixSegments(options.usedCarPrefix);
  if (prefix.length > 0) segments.push(...prefix);
  else {
    const type = typeSegment(state.lists.car_type);
    if (type && type !== DEFAULT_SEARCH_SEGMENT) {
      segments.push(type);
      inPath.car_type = state.lists.car_type;
    }
  }
  const makes = state.lists.make ?? [];
  const bodies = state.lists.body ?? [];
  if (makes.length === 1 && toSlug(makes[0]!)) {
    const make = makes[0]!;
    segments.push(toSlug(make));
    inPath.make = [make];
    const models = state.lists.make_model ?? [];
    const model = models.length === 1 && models[0]!.startsWith(`${make} `) ? models[0]!.slice(make.length + 1) : null;
    if (model && toSlug(model)) {
      segments.push(toSlug(model));
      inPath.make_model = [models[0]!];
    }
  } else if (makes.length === 0 && bodies.length === 1 && toSlug(bodies[0]!)) {
    segments.push(toSlug(bodies[0]!));
    inPath.body = [bodies[0]!];
  }
  return { path: `/search/${segments.join('/') || DEFAULT_SEARCH_SEGMENT}`, inPath };
}
