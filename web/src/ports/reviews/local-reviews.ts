import { z } from 'zod';
import { MAX_REVIEWS, type LocationRating, type ReviewsPort } from './reviews-port';
import { siteTag } from '@/server/cache/cache-tags';

/** Runs a GROQ query against the content port (injected, so this port does not depend on it). */
export type ContentQuery = (query: string, params: Record<string, unknown>, tags: string[]) => Promise<unknown>;

/** The site-wide review summary document of the demo dataset (Studio: Reviews). */
export const LOCAL_REVIEWS_QUERY = `*[_type == "reviewSummary" && site._ref == $siteId && !defined(location)][0] {
  averageRating, count,
  "reviews": coalesce(reviews, [])[] { "id": _key, customerName, rating, text, reviewDate, replyText, replyDate }
}`;

/**
 * Each location's own rating: a review summary document naming the location (Studio: Reviews), else
 * the review summary on the location document itself (Studio: Location, Licences and reviews).
 */
export const LOCAL_LOCATION_RATINGS_QUERY = `{
  "summaries": *[_type == "reviewSummary" && site._ref == $siteId && defined(location)] { "location": location._ref, averageRating, count },
  "locations": *[_type == "location" && site._ref == $siteId && defined(reviews)] { "location": _id, "averageRating": reviews.averageRating, "count": reviews.count }
}`;

const rating = z.object({ location: z.string(), averageRating: z.string().regex(/^\d(?:\.\d+)?$/), count: z.number().int().min(0) });
/** A half-filled rating in the Studio is skipped, not an error for the whole page. */
const lenient = z.array(rating.nullable().catch(null)).default([]);
const storedRatings = z.object({ summaries: lenient, locations: lenient });

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
      const summary = stored.parse(await query(LOCAL_REVIEWS_QUERY, { siteId: site._id }, [siteTag(site.slug)]) ?? null);
      if (!summary) return null;
      const reviews = [...summary.reviews].sort((a, b) => b.reviewDate.localeCompare(a.reviewDate)).slice(0, MAX_REVIEWS);
      return { ...summary, reviews };
    },
    async locationRatings(site, locations) {
      const stored = storedRatings.parse(await query(LOCAL_LOCATION_RATINGS_QUERY, { siteId: site._id }, [siteTag(site.slug)]) ?? {});
      const wanted = new Set(locations.map((l) => l._id));
      const ratings = new Map<string, LocationRating>();
      // Location documents first, so a review summary document naming the location wins.
      for (const r of [...stored.locations, ...stored.summaries]) {
        if (r && wanted.has(r.location)) ratings.set(r.location, { averageRating: r.averageRating, count: r.count });
      }
      return ratings;
    },
  };
}
