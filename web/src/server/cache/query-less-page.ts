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
