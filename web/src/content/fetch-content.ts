import { contentPort } from '@/ports/content';
import { requestPerspective } from './draft-mode';

/**
 * Runs a content query for the current request: published content for visitors, drafts while an
 * editor previews in draft mode. Every content reader goes through here so no page forgets the
 * draft-mode switch.
 */
export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  return contentPort().fetch<T>(query, params, { tags, perspective: await requestPerspective() });
}
