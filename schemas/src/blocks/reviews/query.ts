import { z } from 'zod';
import { list, optionalText } from '../shared';

export const REVIEWS_PROJECTION = `heading, minRating, limit,
  "summary": *[_type == "reviewSummary" && site._ref == ^.^.site._ref && !defined(location)][0] {
    averageRating, count, "reviews": reviews[0...12] { _key, customerName, rating, text, reviewDate, replyText, replyDate }
  }`;

export const reviewsContract = z.object({
  heading: optionalText,
  minRating: z.number().nullish().transform((v) => v ?? 4),
  limit: z.number().int().min(0).max(12).nullish().transform((v) => v ?? 6),
  summary: z.object({
    averageRating: z.string(),
    count: z.number(),
    reviews: list(z.object({
      _key: z.string(),
      customerName: z.string(),
      rating: z.number(),
      text: optionalText,
      reviewDate: z.string(),
      replyText: optionalText,
      replyDate: optionalText,
    })),
  }).nullish(),
});
