/**
 * The content port: GROQ queries (the same `defineQuery` strings) against Sanity's Content Lake in
 * production or the demo dataset in-process. Tags let the hosted adapter revalidate per tenant.
 */

/**
 * Which documents a query sees: `published` (every visitor) or `drafts` (an editor previewing in
 * draft mode: each document's draft where one exists, else the published version). Drafts answer
 * under the published `_id`, as Sanity's own drafts perspective does, so references still resolve.
 */
export type ContentPerspective = 'published' | 'drafts';

export type ContentQueryOptions = { tags?: string[]; perspective?: ContentPerspective };

export interface ContentPort {
  readonly adapter: 'sanity' | 'local-groq';
  fetch<T = unknown>(query: string, params?: Record<string, unknown>, options?: ContentQueryOptions): Promise<T>;
}
