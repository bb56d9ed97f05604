import { DEFAULT_TIME_ZONE, formatDateInZone } from '@/lib/time-zone';
import { siteReviews, reviewsShown } from '@/reviews/site-reviews';
import { StarRating } from '@/reviews/star-rating';
import { TimeAgo } from '@/reviews/time-ago';
import { itemHeading, type BlockComponent } from '../shared/block-types';

/** A review's calendar date in words, e.g. '2 June 2025' (dates carry no time, so no zone shifts them). */
const inWords = (date: string) => formatDateInZone(new Date(`${date}T12:00:00Z`), DEFAULT_TIME_ZONE);

/**
 * Fixed block: the site's review summary and recent reviews (up to 12) from the reviews port.
 * SPEC.md 5: shown only when the reviews feature is on and the average rating exceeds the minimum
 * (4 by default). Stars per SPEC 9; no AggregateRating markup (Google ignores stars a business
 * serves about itself).
 */
export const Reviews: BlockComponent<'reviews'> = async ({ heading, minRating, limit, site }) => {
  if (!site.features.reviews) return null;
  const summary = await siteReviews(site);
  if (!reviewsShown(summary, minRating)) return null;
  const average = Number(summary.averageRating);
  const reviews = summary.reviews.slice(0, limit);
  const ReviewHeading = itemHeading(true);
  return (
    <section className="block-section">
      <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{heading || 'Reviews'}</h2>
      <p className="mt-2 text-neutral-700">
        <span className="text-3xl font-extrabold text-brand-ink">{average.toFixed(1)}</span> <StarRating rating={average} className="size-6" /> out of 5 from {summary.count.toLocaleString('en-AU')} reviews
      </p>
      {reviews.length > 0 && (
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border border-neutral-200 bg-white p-5">
              <ReviewHeading className="font-semibold">{review.customerName}</ReviewHeading>
              <p className="text-sm text-neutral-600">
                <StarRating rating={review.rating} className="size-4" /> · <time dateTime={review.reviewDate}>{inWords(review.reviewDate)}</time><TimeAgo date={review.reviewDate} />
              </p>
              {review.text && <p className="mt-2 text-neutral-800">{review.text}</p>}
              {review.replyText && <p className="mt-3 border-l-2 border-neutral-300 pl-3 text-sm text-neutral-700">Reply from the dealer: {review.replyText}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
