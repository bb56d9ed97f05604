/** One review as the site shows it (SPEC 3 Review); dates are calendar dates, YYYY-MM-DD. */
export type Review = {
  id: string;
  customerName: string;
  /** 1 to 5. */
  rating: number;
  text: string | null;
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
};

/** SPEC 3 Review summary: the average as text ('4.6'), the total count and the latest reviews. */
export type ReviewSummary = { averageRating: string; count: number; reviews: Review[] };

/** SPEC 9: "Google reviews full quantity 12": the most a summary carries. */
export const MAX_REVIEWS = 12;

/** The site a summary is asked for: its content id (embedded) and slug (hosted mapping). */
export type ReviewsSite = { _id: string; slug: string };

/** One location's rating (SPEC 3 Location reviews {average_rating, count}). */
export type LocationRating = { averageRating: string; count: number };

/** A location ratings are asked for: its content id (the answer's key) and slug (hosted mapping). */
export type ReviewsLocation = { _id: string; slug: string };

/**
 * The reviews port (DESIGN ports table): the dealer's review summary and up to 12 latest reviews,
 * newest first. `null` means the site has no reviews to show; a provider failure throws.
 */
export interface ReviewsPort {
  readonly adapter: 'google-business-profile' | 'local-demo';
  summary(site: ReviewsSite): Promise<ReviewSummary | null>;
  /** Each of these locations' own rating and count, by location id; a location without one is absent. */
  locationRatings(site: ReviewsSite, locations: readonly ReviewsLocation[]): Promise<Map<string, LocationRating>>;
}
