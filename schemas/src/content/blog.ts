import { z } from 'zod';
import { blogCard } from '../blocks/blog-list/query';
import { projectedImage } from '../blocks/shared';

/** Blog categories (the blogPost schema's list); `vehicle-reviews` has its own page, /blog/vehicle-reviews. */
export const BLOG_CATEGORIES = ['news', 'vehicle-reviews', 'guides'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A site's blog cards, newest first (the /blog pages slice them into pages). */
export const blogCards = z.array(blogCard);
export type BlogCard = z.infer<typeof blogCard>;

/** A blog article as its page shows it. */
export const blogPost = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  publishedAt: z.string(),
  updatedAt: z.string().nullish(),
  category: z.enum(BLOG_CATEGORIES).nullish(),
  author: z.string().nullish(),
  image: projectedImage,
  body: z.array(z.looseObject({ _type: z.string(), _key: z.string() })).nullish().transform((v) => v ?? []),
  seo: z.object({ title: z.string().nullish(), description: z.string().nullish() }).nullish(),
});
export type BlogPost = z.infer<typeof blogPost>;
