import { createClient, type ClientConfig } from 'next-sanity';
import type { ContentPerspective, ContentPort, ContentQueryOptions } from './content-port';

export type SanityContentConfig = { projectId: string; dataset: string; token?: string };

const API_VERSION = '2025-06-01';

/**
 * The client settings for one perspective. Published reads go through the CDN unless a token is
 * set (the CDN does not serve authenticated reads). Drafts need the read token (drafts are
 * private) and the live API: a preview must show the edit just made, not a cached copy.
 * Without a token there are no drafts to read, so the published settings answer.
 */
export function sanityClientConfig(config: SanityContentConfig, perspective: ContentPerspective): ClientConfig {
  const base = { projectId: config.projectId, dataset: config.dataset, apiVersion: API_VERSION };
  if (perspective === 'drafts' && config.token) {
    return { ...base, useCdn: false, token: config.token, perspective: 'drafts' };
  }
  return { ...base, useCdn: !config.token, token: config.token, perspective: 'published' };
}

/**
 * Next's fetch cache options: published content is cached and revalidated per tenant tag; a
 * draft response is never cached, so no visitor can be served an editor's unpublished text.
 */
export function sanityFetchOptions(perspective: ContentPerspective, tags: string[] = []) {
  return perspective === 'drafts'
    ? { cache: 'no-store' as const }
    : { next: { revalidate: 60, tags } };
}

/** Hosted content adapter: Sanity's Content Lake through next-sanity's client (Next's fetch cache and tags). */
export function createSanityContent(config: SanityContentConfig): ContentPort {
  const clients = new Map<ContentPerspective, ReturnType<typeof createClient>>();
  const clientFor = (perspective: ContentPerspective) => {
    let client = clients.get(perspective);
    if (!client) {
      client = createClient(sanityClientConfig(config, perspective));
      clients.set(perspective, client);
    }
    return client;
  };
  return {
    adapter: 'sanity',
    fetch<T>(query: string, params: Record<string, unknown> = {}, options: ContentQueryOptions = {}) {
      const perspective = options.perspective === 'drafts' && config.token ? 'drafts' : 'published';
      return clientFor(perspective).fetch<T>(query, params, sanityFetchOptions(perspective, options.tags));
    },
  };
}
