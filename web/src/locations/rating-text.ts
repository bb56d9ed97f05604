import type { LocationRating } from '@/ports/reviews/reviews-port';

/** '4.6 out of 5 from 1,102 reviews' (numbers through Intl en-AU). */
export const ratingText = (rating: LocationRating) =>
  `${Number(rating.averageRating).toFixed(1)} out of 5 from ${rating.count.toLocaleString('en-AU')} ${rating.count === 1 ? 'review' : 'reviews'}`;
