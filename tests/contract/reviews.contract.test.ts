import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoReviews, type DemoReview } from '@dealer/migrations/demo/content/demo-reviews';
import { generateDemo, siteDocumentId } from '@dealer/migrations/demo/generate';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleBusinessProfileReviewsPort, ReviewsServiceError } from '@/ports/reviews/google-business-profile-reviews';
import { LOCAL_LOCATION_RATINGS_QUERY, LOCAL_REVIEWS_QUERY, localReviewsPort } from '@/ports/reviews/local-reviews';
import { MAX_REVIEWS, type ReviewsPort } from '@/ports/reviews/reviews-port';

/**
 * The reviews port contract (SPEC 3 Review summary and Review; SPEC 9: up to 12, newest first),
 * run against the embedded adapter (the demo reviews as the content port returns them) and the
 * Google Business Profile adapter talking to a local fake of Google's OAuth token endpoint and
 * My Business API v4 reviews list. The fake speaks Google's documented wire format (starRating
 * ONE..FIVE, RFC 3339 times, reviewReply) and answers from the same demo reviews, so both agree.
 */
const SITE = { _id: 'site-riverside-toyota', slug: 'riverside-toyota' };
const LISTING = 'accounts/1100/locations/2100';
/** Two locations of the site with their own listings (the demo's Indooroopilly showroom and service centre), and one without. */
const LOCATIONS = [
  { _id: 'location-showroom', slug: 'riverside-toyota-indooroopilly', listing: 'accounts/1100/locations/2101', averageRating: '4.8', count: 1102 },
  { _id: 'location-service', slug: 'riverside-toyota-indooroopilly-service', listing: 'accounts/1100/locations/2102', averageRating: '4.7', count: 436 },
  { _id: 'location-springfield', slug: 'riverside-toyota-springfield', listing: null, averageRating: null, count: null },
] as const;
const CREDENTIALS = { clientId: 'contract-client', clientSecret: 'contract-secret', refreshToken: 'contract-refresh' };
const daysBefore = (days: number) => new Date(Date.UTC(2026, 10, 24) - days * 86_400_000).toISOString().slice(0, 10);
const demo = demoReviews({ slug: 'riverside-toyota', name: 'Riverside Toyota' }, daysBefore);
const STARS = ['', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'];
/** Noon in Brisbane (UTC+10) on a demo date: the calendar date is the same in both. */
const rfc3339 = (date: string) => `${date}T02:00:00.000Z`;

type Mode = 'normal' | 'token-refused' | 'http-500' | 'not-json' | 'no-reviews';
let mode: Mode = 'normal';
const tokenRequests: URLSearchParams[] = [];
const reviewRequests: { url: URL; authorization: string | undefined }[] = [];

const wireReview = (review: DemoReview) => ({
  name: `${LISTING}/reviews/${review._key}`,
  reviewId: review._key,
  reviewer: { displayName: review.customerName, profilePhotoUrl: 'https://lh3.googleusercontent.com/a/photo' },
  starRating: STARS[review.rating],
  comment: review.text,
  createTime: rfc3339(review.reviewDate),
  updateTime: rfc3339(review.reviewDate),
  ...(review.replyText && review.replyDate ? { reviewReply: { comment: review.replyText, updateTime: rfc3339(review.replyDate) } } : {}),
});

async function fakeGoogle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://fake');
  const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  if (mode === 'http-500') return send(500, { error: { code: 500, status: 'INTERNAL' } });
  if (url.pathname === '/token' && request.method === 'POST') {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const form = new URLSearchParams(body);
    tokenRequests.push(form);
    const valid = form.get('grant_type') === 'refresh_token' && form.get('client_id') === CREDENTIALS.clientId
      && form.get('client_secret') === CREDENTIALS.clientSecret && form.get('refresh_token') === CREDENTIALS.refreshToken;
    if (mode === 'token-refused' || !valid) return send(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    return send(200, { access_token: 'ya29.contract-access', expires_in: 3599, scope: 'https://www.googleapis.com/auth/business.manage', token_type: 'Bearer' });
  }
  const listing = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(url.pathname)?.[1];
  if (!listing) return send(404, { error: { code: 404, status: 'NOT_FOUND' } });
  reviewRequests.push({ url, authorization: request.headers.authorization });
  if (request.headers.authorization !== 'Bearer ya29.contract-access') return send(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
  if (mode === 'not-json') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Error</html>');
  const own = LOCATIONS.find((l) => l.listing === listing);
  if (mode !== 'no-reviews' && own) {
    return send(200, { reviews: [], averageRating: Number(own.averageRating), totalReviewCount: own.count, nextPageToken: 'next' });
  }
  if (mode === 'no-reviews' || listing !== LISTING) return send(200, {});
  const size = Number(url.searchParams.get('pageSize') ?? 50);
  const newest = [...demo.reviews].sort((a, b) => b.reviewDate.localeCompare(a.reviewDate));
  return send(200, { reviews: newest.slice(0, size).map(wireReview), averageRating: Number(demo.averageRating), totalReviewCount: demo.count, nextPageToken: 'next' });
}

const server = createServer((request, response) => void fakeGoogle(request, response));
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => { mode = 'normal'; tokenRequests.length = 0; reviewRequests.length = 0; });

const LISTINGS: Record<string, string> = Object.fromEntries([[SITE.slug, LISTING], ...LOCATIONS.flatMap((l) => l.listing ? [[`${SITE.slug}/${l.slug}`, l.listing]] : [])]);
const google = (locations: Record<string, string> = LISTINGS) =>
  googleBusinessProfileReviewsPort({ ...CREDENTIALS, locations, apiBase: base, tokenUrl: `${base}/token` });
/** The content port as the embedded adapter sees it: the seeded review document of the site. */
const local = (document: unknown = { ...demo, reviews: demo.reviews.map(({ _key, ...review }) => ({ id: _key, ...review })) }) =>
  localReviewsPort(async (query, params, tags) => {
    expect([params, tags]).toEqual([{ siteId: SITE._id }, [`site:${SITE.slug}`]]);
    if (query === LOCAL_LOCATION_RATINGS_QUERY) {
      // The showroom's rating sits on its location document; the service centre's in a review summary naming it (which wins).
      return {
        locations: [{ location: 'location-showroom', averageRating: '4.8', count: 1102 }, { location: 'location-service', averageRating: '2.0', count: 3 }, { location: 'location-elsewhere', averageRating: '5', count: 9 }],
        summaries: [{ location: 'location-service', averageRating: '4.7', count: 436 }],
      };
    }
    expect(query).toBe(LOCAL_REVIEWS_QUERY);
    return document;
  });

const adapters: [string, () => ReviewsPort][] = [
  ['embedded (the demo reviews)', () => local()],
  ['Google Business Profile (local fake of its API)', () => google()],
];

describe.each(adapters)('reviews port contract: %s', (_name, port) => {
  it('answers the summary and the 12 latest reviews, newest first, with the dealer replies', async () => {
    const summary = await port().summary(SITE);
    expect(summary).toMatchObject({ averageRating: '4.6', count: 1284 });
    expect(summary!.reviews).toHaveLength(MAX_REVIEWS);
    const dates = summary!.reviews.map((review) => review.reviewDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(summary!.reviews[0]).toEqual({
      id: 'r1', customerName: 'Jess M.', rating: 5, reviewDate: daysBefore(12), replyDate: daysBefore(11),
      text: 'Easy from test drive to delivery. Riverside Toyota had the paperwork ready when I arrived and the Toyota was spotless.',
      replyText: 'Thanks Jess, enjoy the Toyota!',
    });
    expect(summary!.reviews[1]).toMatchObject({ customerName: 'Sam T.', rating: 4, replyText: null, replyDate: null });
  });

  it("answers each asked location's own rating and count, and nothing for one without", async () => {
    const ratings = await port().locationRatings(SITE, LOCATIONS.map(({ _id, slug }) => ({ _id, slug })));
    expect([...ratings].sort()).toEqual([
      ['location-service', { averageRating: '4.7', count: 436 }],
      ['location-showroom', { averageRating: '4.8', count: 1102 }],
    ]);
    expect((await port().locationRatings(SITE, [])).size).toBe(0);
  });
});

describe('embedded adapter', () => {
  it('a site without a review document has none', async () => {
    expect(await local(null).summary(SITE)).toBeNull();
  });

  it("reads each demo location's own rating from the seeded dataset (GROQ evaluated as the content port does)", async () => {
    const { documents } = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') });
    const port = localReviewsPort(async (query, params) => (await evaluate(parse(query, { params }), { dataset: documents, params })).get());
    const site = { _id: siteDocumentId('riverside-toyota'), slug: 'riverside-toyota' };
    const locations = [{ _id: 'location-riverside-toyota-indooroopilly', slug: 'riverside-toyota-indooroopilly' }, { _id: 'location-riverside-toyota-indooroopilly-service', slug: 'riverside-toyota-indooroopilly-service' }];
    expect([...await port.locationRatings(site, locations)]).toEqual([
      ['location-riverside-toyota-indooroopilly', { averageRating: '4.8', count: 1102 }],
      ['location-riverside-toyota-indooroopilly-service', { averageRating: '4.7', count: 436 }],
    ]);
  });
});

describe('Google Business Profile adapter on the wire', () => {
  it('refreshes an access token once and asks for a page of 12, newest first', async () => {
    const port = google();
    await port.summary(SITE);
    await port.summary(SITE);
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.get('grant_type')).toBe('refresh_token');
    expect(reviewRequests).toHaveLength(2);
    expect(reviewRequests[0]?.url.searchParams.get('pageSize')).toBe('12');
    expect(reviewRequests[0]?.url.searchParams.get('orderBy')).toBe('updateTime desc');
  });

  it('a site without a listing, or a listing without reviews, has none', async () => {
    expect(await google({}).summary(SITE)).toBeNull();
    expect(reviewRequests).toHaveLength(0);
    mode = 'no-reviews';
    expect(await google().summary(SITE)).toBeNull();
  });

  it('asks one review of each location listing, only for locations that have one', async () => {
    await google().locationRatings(SITE, LOCATIONS.map(({ _id, slug }) => ({ _id, slug })));
    expect(reviewRequests.map((r) => [r.url.pathname, r.url.searchParams.get('pageSize')]).sort()).toEqual([
      ['/v4/accounts/1100/locations/2101/reviews', '1'],
      ['/v4/accounts/1100/locations/2102/reviews', '1'],
    ]);
    mode = 'no-reviews';
    expect((await google().locationRatings(SITE, LOCATIONS.map(({ _id, slug }) => ({ _id, slug })))).size).toBe(0);
    mode = 'http-500';
    await expect(google().locationRatings(SITE, LOCATIONS.map(({ _id, slug }) => ({ _id, slug })))).rejects.toThrow(ReviewsServiceError);
  });

  it('a refused token, an HTTP error or an unreadable answer is a service failure', async () => {
    mode = 'token-refused';
    await expect(google().summary(SITE)).rejects.toThrow(ReviewsServiceError);
    mode = 'http-500';
    await expect(google().summary(SITE)).rejects.toThrow(ReviewsServiceError);
    mode = 'not-json';
    await expect(google().summary(SITE)).rejects.toThrow(ReviewsServiceError);
  });

  it('wrong credentials are a service failure', async () => {
    const port = googleBusinessProfileReviewsPort({ ...CREDENTIALS, clientSecret: 'wrong', locations: { [SITE.slug]: LISTING }, apiBase: base, tokenUrl: `${base}/token` });
    await expect(port.summary(SITE)).rejects.toMatchObject({ status: 'token HTTP 400' });
  });
});
