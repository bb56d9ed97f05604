/**
 * The content port: GROQ queries (the same `defineQuery` strings) against Sanity's Content Lake in
 * production or the demo dataset in-process. Tags let the hosted adapter revalidate per tenant.
 */
export type ContentQueryOptions = { tags?: string[] };

export interface ContentPort {
  readonly adapter: 'sanity' | 'local-groq';
  fetch<T = unknown>(query: string, params?: Record<string, unknown>, options?: ContentQueryOptions): Promise<T>;
}
