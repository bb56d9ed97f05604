import { z } from 'zod';
import { list, optionalText, projectedImage } from '../shared';

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
