import { createClient } from '@sanity/client';
import type { ContentPort } from './content-port';

export type SanityContentConfig = { projectId: string; dataset: string; token?: string };

/** Hosted content adapter: Sanity's Content Lake through the official client, cached per tag. */
export function createSanityContent(config: SanityContentConfig): ContentPort {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: '2025-06-01',
    useCdn: !config.token,
    token: config.token,
    perspective: 'published',
  });
  return {
    adapter: 'sanity',
    fetch<T>(query: string, params: Record<string, unknown> = {}, options: { tags?: string[] } = {}) {
      return client.fetch<T>(query, params, { next: { revalidate: 60, tags: options.tags ?? [] } });
    },
  };
}
