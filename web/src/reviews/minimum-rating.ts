import type { LocationRating } from '@/ports/reviews/reviews-port';

/** SPEC 5: reviews show only when the average rating exceeds a configured minimum, 4 by default. */
export const REVIEWS_MIN_RATING = 4;

/** SPEC 5's rule for one average ('4.6'): strictly above the minimum. */
export const aboveMinimum = (averageRating: string, minRating: number = REVIEWS_MIN_RATING) => Number(averageRating) > minRating;

/**
 * The location ratings a card or details panel may show: none while the site hides its reviews,
 * else only those above the minimum (a 3.9 location shows no rating, not a poor one).
 */
export function shownLocationRatings(ratings: ReadonlyMap<string, LocationRating>, reviewsEnabled: boolean): Map<string, LocationRating> {
  if (!reviewsEnabled) return new Map();
  return new Map([...ratings].filter(([, rating]) => aboveMinimum(rating.averageRating)));
}
