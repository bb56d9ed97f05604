import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { reviewsPort, type ReviewSummary } from '@/ports/reviews';
import { aboveMinimum } from './minimum-rating';

/**
 * The site's review summary from the reviews port (the provider's latest 12, SPEC 9). A provider
 * failure hides the reviews (logged), like a summary below the minimum: never an error page.
 */
export async function siteReviews(site: Pick<SiteConfig, '_id' | 'slug'>): Promise<ReviewSummary | null> {
  try {
    return await reviewsPort().summary({ _id: site._id, slug: site.slug });
  } catch (error) {
    console.error(`Reviews of ${site.slug} could not be loaded`, error);
    return null;
  }
}

/** SPEC 5: reviews show only when the average rating exceeds the site's minimum (4). */
export const reviewsShown = (summary: Pick<ReviewSummary, 'averageRating'> | null, minRating: number): summary is ReviewSummary =>
  summary !== null && aboveMinimum(summary.averageRating, minRating);
