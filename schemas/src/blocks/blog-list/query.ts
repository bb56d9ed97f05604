import { z } from 'zod';
import { IMAGE_PROJECTION, list, optionalText, projectedImage } from '../shared';

/** One blog card (SPEC.md 3: href, heading, image, description, date); the /blog pages use it too. */
export const BLOG_CARD_PROJECTION = `_id, "href": "/blog/" + slug.current, "heading": title, description, "date": publishedAt,
    "image": select(defined(image.asset) => image ${IMAGE_PROJECTION})`;

/** `^` is the section, `^.^` the page: posts of the page's own site only. Sliced to `limit` in the contract. */
export const BLOG_LIST_PROJECTION = `heading, category, limit,
  "posts": *[_type == "blogPost" && site._ref == ^.^.site._ref && (!defined(^.category) || category == ^.category)] | order(publishedAt desc) [0...12] {
    ${BLOG_CARD_PROJECTION}
  }`;

/** SPEC.md 3, Blog card: href, heading, image, description, date. */
export const blogCard = z.object({
  _id: z.string(),
  href: z.string(),
  heading: z.string(),
  description: optionalText,
  date: z.string(),
  image: projectedImage,
});

export const blogListContract = z
  .object({
    heading: optionalText,
    category: optionalText,
    limit: z.number().int().min(1).max(12).nullish().transform((v) => v ?? 3),
    posts: list(blogCard),
  })
  .transform((block) => ({ ...block, posts: block.posts.slice(0, block.limit) }));
