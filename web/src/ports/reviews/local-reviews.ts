import { z } from 'zod';
import { MAX_REVIEWS, type ReviewsPort } from './reviews-port';

/** Runs a GROQ query against the content port (injected, so this port does not depend on it). */
export type ContentQuery = (query: string, params: Record<string, unknown>, tags: string[]) => Promise<unknown>;

/** The site-wide review summary document of the demo dataset (Studio: Reviews). */
export const LOCAL_REVIEWS_QUERY = `*[_type == "reviewSummary" && site._ref == $siteId && !defined(location)][0] {
  averageRating, count,
  "reviews": coalesce(reviews, [])[] { "id": _key, customerName, rating, text, reviewDate, replyText, replyDate }
}`;

const text = z.string().nullish().transform((v) => (v?.trim() ? v : null));
const stored = z.object({
  averageRating: z.string(),
  count: z.number().int().min(0),
  reviews: z.array(z.object({
    id: z.string(),
    customerName: z.string(),
    rating: z.number().min(1).max(5),
    text,
    reviewDate: z.string(),
    replyText: text,
    replyDate: text,
  })),
}).nullable();

/** Embedded default: the demo reviews kept as content (what the Studio edits), newest first. */
export function localReviewsPort(query: ContentQuery): ReviewsPort {
  return {
    adapter: 'local-demo',
    async summary(site) {
      const summary = stored.parse(await query(LOCAL_REVIEWS_QUERY, { siteId: site._id }, [`site:${site.slug}`]) ?? null);
      if (!summary) return null;
      const reviews = [...summary.reviews].sort((a, b) => b.reviewDate.localeCompare(a.reviewDate)).slice(0, MAX_REVIEWS);
      return { ...summary, reviews };
    },
  };
}
