import type { Metadata } from 'next';

type Query = Record<string, string | string[] | undefined>;
type RouteProps<P> = { params: Promise<P>; searchParams: Promise<Query> };

const NO_QUERY: Promise<Query> = Promise.resolve({});

/**
 * A route's page as it renders without a query string, reading nothing of the request, for its
 * cached twin under app/[site]/%5Fplain (tenancy/query-less-variant.ts).
 */
export function withoutQuery<P, R>(page: (props: RouteProps<P>) => R): (props: { params: Promise<P> }) => R {
  return ({ params }) => page({ params, searchParams: NO_QUERY });
}

/** The same for the route's generateMetadata. */
export function metadataWithoutQuery<P>(generate: (props: RouteProps<P>) => Promise<Metadata>): (props: { params: Promise<P> }) => Promise<Metadata> {
  return ({ params }) => generate({ params, searchParams: NO_QUERY });
}
