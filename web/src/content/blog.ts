import { cache } from 'react';
import { blogCards, blogPost, type BlogCard, type BlogCategory, type BlogPost } from '@dealer/schemas/content/blog';
import { BLOG_POST_QUERY, BLOG_POSTS_QUERY } from '@dealer/schemas/queries';
import { siteTag } from '@/server/cache/cache-tags';
import { fetchContent } from './fetch-content';
import type { SiteConfig } from './site';

export type { BlogCard, BlogCategory, BlogPost };

/** The site's blog cards, newest first; one category or all (null). */
export const getBlogCards = cache(async (site: SiteConfig, category: BlogCategory | null): Promise<BlogCard[]> => {
  const raw = await fetchContent<unknown[]>(BLOG_POSTS_QUERY, { siteId: site._id, category }, [siteTag(site.slug), `blog:${site.slug}`]);
  return blogCards.parse(raw);
});

/** One article of this site by slug, or null (an unknown slug, or another tenant's post). */
export const getBlogPost = cache(async (site: SiteConfig, slug: string): Promise<BlogPost | null> => {
  const raw = await fetchContent<unknown>(BLOG_POST_QUERY, { siteId: site._id, slug }, [siteTag(site.slug), `blog:${site.slug}`]);
  return raw == null ? null : blogPost.parse(raw);
});
