import 'server-only';
import { contentPort } from '@/ports/content';
import { serverEnv } from '@/server/env';
import { googleBusinessProfileReviewsPort } from './google-business-profile-reviews';
import { localReviewsPort } from './local-reviews';
import type { ReviewsPort } from './reviews-port';

export type { LocationRating, Review, ReviewSummary, ReviewsPort } from './reviews-port';

let hosted: ReviewsPort | null = null;

/** Google Business Profile when its variables are set (one token cache per process); else the demo reviews. */
export function reviewsPort(): ReviewsPort {
  const env = serverEnv();
  if (!env.GOOGLE_BUSINESS_PROFILE_CLIENT_ID || !env.GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET || !env.GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN || !env.GOOGLE_BUSINESS_PROFILE_LOCATIONS) {
    return localReviewsPort((query, params, tags) => contentPort().fetch(query, params, { tags }));
  }
  hosted ??= googleBusinessProfileReviewsPort({
    clientId: env.GOOGLE_BUSINESS_PROFILE_CLIENT_ID,
    clientSecret: env.GOOGLE_BUSINESS_PROFILE_CLIENT_SECRET,
    refreshToken: env.GOOGLE_BUSINESS_PROFILE_REFRESH_TOKEN,
    locations: env.GOOGLE_BUSINESS_PROFILE_LOCATIONS,
  });
  return hosted;
}
