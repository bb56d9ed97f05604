import type { Metadata } from 'next';

type Query = Record<string, string | string[] | undefined>;
type RouteProps<P> = { params: Promise<P>; searchParams: Promise<Query> };

const NO_QUERY: Promise<Query> = Promise.resolve({});

/**
 * A route's page as it renders without a query string, reading nothing of the request, for its
 * cached twin under app/[site]/-plain (tenancy/query-less-variant.ts).
 */
export function withoutQuery<P, R>(page: (props: RouteProps<P>) => R): (props: { params: Promise<P> }) => R {
  return ({ params }) => page({ params, searchParams: NO_QUERY });
}

/** The same for the route's generateMetadata. */
export function metadataWithoutQuery<P>(generate: (props: RouteProps<P>) => Promise<Metadata>): (props: { params: Promise<P> }) => Promise<Metadata> {
  return ({ params }) => generate({ params, searchParams: NO_QUERY });
}

/**
 * A route's page asked for with one query parameter alone (`?page=3`), its value read
 * from the twin's `[value]` segment (tenancy/query-less-variant.ts).
 */
export function withParameterFromPath<P, R>(parameter: string, page: (props: RouteProps<P>) => R): (props: { params: Promise<P & ValueParams> }) => R {
  return ({ params }) => page({ params, searchParams: queryOf(parameter, params) });
}

/** The same for the route's generateMetadata. */
export function metadataWithParameterFromPath<P>(parameter: string, generate: (props: RouteProps<P>) => Promise<Metadata>): (props: { params: Promise<P & ValueParams> }) => Promise<Metadata> {
  return ({ params }) => generate({ params, searchParams: queryOf(parameter, params) });
}

type ValueParams = { value: string };
const queryOf = (parameter: string, params: Promise<ValueParams>): Promise<Query> => params.then(({ value }) => ({ [parameter]: value }));

/**
 * The twin's metadata naming the public address it renders as canonical: its own `/-plain/...`
 * address, reached directly, is not a page of its own for a search engine.
 */
export function canonicalAt(path: string, metadata: Metadata): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, canonical: path } };
}

/** The same for a route's generateMetadata. */
export function canonicalMetadataAt<P>(path: (params: P) => string, generate: (props: { params: Promise<P> }) => Promise<Metadata>): (props: { params: Promise<P> }) => Promise<Metadata> {
  return async (props) => canonicalAt(path(await props.params), await generate(props));
}
