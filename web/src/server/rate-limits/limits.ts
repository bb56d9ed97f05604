/**
 * Every rate limit of the platform, in one place (README, operator notes). A limit allows `points`
 * uses per `durationSec` window for one key (an address, a phone, an email). `scope: 'tenant'`
 * counts each dealer site separately, where the spec scopes the shopper by site (SPEC 3 User), so
 * abuse on one site never locks a shopper out of another; `platform` counts across sites (one
 * address attacking many sites).
 */
export type RateLimitRule = { name: string; points: number; durationSec: number; scope: 'tenant' | 'platform' };

const HOUR = 3600;
const rule = (name: string, points: number, durationSec: number, scope: RateLimitRule['scope']): RateLimitRule => ({ name, points, durationSec, scope });

export const RATE_LIMITS = {
  // Sign-in codes, verifies, watchlist changes and contact checks: web/src/identity/server/identity-limits.ts.
  /** Lead forms: a shopper sends a few enquiries; a script sending hundreds is stopped. */
  leadPerIp: rule('lead-ip', 60, HOUR, 'platform'),
  /** The same phone or email, per site: repeated submissions of one person. */
  leadPerContact: rule('lead-contact', 10, HOUR, 'tenant'),
  /** Registration lookups reach a paid register in production. */
  regoLookupPerIp: rule('rego-lookup-ip', 30, HOUR, 'platform'),
  /** /api/leads/uploads: a CV or two per application; each upload can be 5 MB. */
  uploadPerIp: rule('upload-ip', 20, HOUR, 'platform'),
  /** /api/miscellaneous: a shopper saves a valuation once or twice per trade-in. */
  miscellaneousPerIp: rule('miscellaneous-ip', 30, HOUR, 'platform'),
  /** Phone reveals on vehicle pages (each is counted for the dealer once per visitor and day). */
  phoneRevealPerIp: rule('phone-reveal-ip', 60, HOUR, 'platform'),
  /** View counts: a browsing shopper opens many cars; a counter-inflating script opens thousands. */
  viewCountPerIp: rule('view-count-ip', 600, HOUR, 'platform'),
  /** Reserve online: each attempt authorises a card; a card-testing script is stopped early. */
  reservationPerIp: rule('reservation-ip', 20, HOUR, 'platform'),
  /** Spin to win: one spin per shopper and promotion; a script hammering the wheel is stopped. */
  spinToWinPerIp: rule('spin-to-win-ip', 30, HOUR, 'platform'),
  /** Online payment: each attempt charges a card; a card-testing script is stopped early. */
  onlinePaymentPerIp: rule('online-payment-ip', 20, HOUR, 'platform'),
  /** Waitlists on reserved cars: a shopper joins a few; each can send a text later. */
  waitlistPerIp: rule('waitlist-ip', 30, HOUR, 'platform'),
  /** Buy online: each saved step may ask for a valuation, a quote or a delivery estimate. */
  checkoutJourneyPerIp: rule('checkout-journey-ip', 200, HOUR, 'platform'),
  /** Finance quick quotes: one per pause while a shopper types (500 ms debounce), a quote API is paid per call. */
  financeQuotePerIp: rule('finance-quote-ip', 300, HOUR, 'platform'),
  /** Creating a customer with the finance provider: once per application. */
  financeCustomerPerIp: rule('finance-customer-ip', 20, HOUR, 'platform'),
} as const satisfies Record<string, RateLimitRule>;
