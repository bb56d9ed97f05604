import { z } from 'zod';
import { DEFAULT_TIME_ZONE, zonedTime } from '@/lib/time-zone';
import { MAX_REVIEWS, type Review, type ReviewsPort } from './reviews-port';

/** Google's documented endpoints; the contract suite points the adapter at a local fake of them. */
export const GOOGLE_BUSINESS_PROFILE_API = 'https://mybusiness.googleapis.com';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export type GoogleBusinessProfileConfig = {
  clientId: string;
  clientSecret: string;
  /** An OAuth refresh token of a manager of the listings (scope business.manage). */
  refreshToken: string;
  /**
   * Site slug → the listing's resource name, `accounts/{account}/locations/{location}`; and
   * `{site slug}/{location slug}` → a location's own listing (its rating and count on its card).
   */
  locations: Record<string, string>;
  apiBase?: string;
  tokenUrl?: string;
  timeZone?: string;
};

/** The provider could not answer (credentials, quota, outage): the reviews block hides itself. */
export class ReviewsServiceError extends Error {
  constructor(readonly status: string) {
    super(`Reviews provider answered ${status}`);
  }
}

const STARS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

const tokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.number().positive().default(3600) });
const reviewsResponse = z.object({
  averageRating: z.number().min(0).max(5).default(0),
  totalReviewCount: z.number().int().min(0).default(0),
  reviews: z.array(z.object({
    reviewId: z.string(),
    reviewer: z.object({ displayName: z.string().optional(), isAnonymous: z.boolean().optional() }).default({}),
    starRating: z.string(),
    comment: z.string().optional(),
    createTime: z.string(),
    reviewReply: z.object({ comment: z.string(), updateTime: z.string() }).optional(),
  })).default([]),
});

/**
 * Google Business Profile reviews (My Business API v4: `GET /v4/{location}/reviews`, newest first,
 * a page of 12), with an access token from the listing manager's refresh token, kept until a
 * minute before it expires. A site without a listing has no reviews (null).
 */
export function googleBusinessProfileReviewsPort(config: GoogleBusinessProfileConfig): ReviewsPort {
  const apiBase = config.apiBase ?? GOOGLE_BUSINESS_PROFILE_API;
  const tokenUrl = config.tokenUrl ?? GOOGLE_OAUTH_TOKEN_URL;
  const timeZone = config.timeZone ?? DEFAULT_TIME_ZONE;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, refresh_token: config.refreshToken, grant_type: 'refresh_token' }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new ReviewsServiceError(`token HTTP ${res.status}`);
    const parsed = tokenResponse.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ReviewsServiceError('an unreadable token');
    token = { value: parsed.data.access_token, until: Date.now() + (parsed.data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function listingReviews(listing: string, pageSize: number) {
    const query = new URLSearchParams({ pageSize: String(pageSize), orderBy: 'updateTime desc' });
    const res = await fetch(`${apiBase}/v4/${listing}/reviews?${query.toString()}`, {
      headers: { authorization: `Bearer ${await accessToken()}` },
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 401) token = null;
    if (!res.ok) throw new ReviewsServiceError(`HTTP ${res.status}`);
    const parsed = reviewsResponse.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ReviewsServiceError('an unreadable answer');
    return parsed.data;
  }

  const day = (iso: string) => zonedTime(new Date(iso), timeZone).date;

  return {
    adapter: 'google-business-profile',
    async summary(site) {
      const listing = config.locations[site.slug];
      if (!listing) return null;
      const body = await listingReviews(listing, MAX_REVIEWS);
      if (body.totalReviewCount === 0) return null;
      const reviews: Review[] = body.reviews.flatMap((review) => {
        const rating = STARS[review.starRating as keyof typeof STARS];
        if (!rating) return [];
        return [{
          id: review.reviewId,
          customerName: review.reviewer.isAnonymous || !review.reviewer.displayName ? 'A Google user' : review.reviewer.displayName,
          rating,
          text: review.comment?.trim() || null,
          reviewDate: day(review.createTime),
          replyText: review.reviewReply?.comment.trim() || null,
          replyDate: review.reviewReply ? day(review.reviewReply.updateTime) : null,
        }];
      });
      return { averageRating: body.averageRating.toFixed(1), count: body.totalReviewCount, reviews: reviews.slice(0, MAX_REVIEWS) };
    },
    async locationRatings(site, locations) {
      // One review each is enough: the list answer carries the listing's average and total.
      const answers = await Promise.all(locations.map(async (location) => {
        const listing = config.locations[`${site.slug}/${location.slug}`];
        if (!listing) return null;
        const body = await listingReviews(listing, 1);
        return body.totalReviewCount > 0 ? [location._id, { averageRating: body.averageRating.toFixed(1), count: body.totalReviewCount }] as const : null;
      }));
      return new Map(answers.filter((a) => a !== null));
    },
  };
}
