import { contentPort } from '@/ports/content';
import { tagCache } from '@/server/cache/tag-cache';
import { requestPerspective } from './draft-mode';

/**
 * Runs a content query for the current request: published content for visitors, drafts while an
 * editor previews in draft mode. Every content reader goes through here so no page forgets the
 * draft-mode switch. Published answers come from the page cache, tagged with the reader's tags
 * (always the site's), until a publish revalidates them (content/revalidate.ts); drafts never do.
 */
export async function fetchContent<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  if ((await requestPerspective()) === 'drafts') return contentPort().fetch<T>(query, params, { tags, perspective: 'drafts' });
  return fetchPublished<T>(query, params, tags);
}

async function fetchPublished<T>(query: string, params: Record<string, unknown>, tags: string[]): Promise<T> {
  'use cache';
  tagCache(...tags);
  return contentPort().fetch<T>(query, params, { tags, perspective: 'published' });
}
