import * as z from 'zod/mini';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { SpinPromotion } from '@dealer/schemas/content/spin-promotion';
import { notFoundResponse, unavailableResponse } from '@/leads/server/lead-http';
import { acceptSiteRequest, noStoreJson } from '@/reserve/server/reservation-http';
import { originOf } from '@/server/http/request-origin';
import { RATE_LIMITS, type RateLimitStore } from '@/server/rate-limits';
import { isOpen, shopperPrize, spin, type Shopper, type SpinDeps, type WonPrize } from './spin-service';

export type SpinRouteDeps = {
  site: (host: string | null) => Promise<SiteConfig | null>;
  rateLimits: () => Promise<RateLimitStore>;
  /** The signed-in, phone-verified shopper (identity's session), or null. */
  shopper: (request: Request) => Promise<Shopper | null>;
  spins: () => Promise<SpinDeps>;
};

export const SPIN_TO_WIN_PATH = '/spin-to-win';

export const SPIN_TEXT = {
  signIn: 'Verify your mobile number to spin. It is one spin per verified mobile.',
  noPromotion: 'This promotion is not running.',
  ended: 'This promotion has ended. Thanks for your interest.',
  already: (prize: WonPrize | null) => `You have already had your spin${prize ? `: you won ${prize.label}` : ''}. It is one spin per verified mobile, so we will be in touch about your prize.`,
};

const PROMOTION_ID = /^[A-Za-z0-9._-]{1,120}$/;
const spinSchema = z.object({ promotion: z.string().check(z.regex(PROMOTION_ID, SPIN_TEXT.noPromotion)) });

/**
 * POST /api/spin-to-win {promotion} (SPEC 2 /spin-to-win): a verified shopper's one spin. 200
 * with the prize the server drew; 401 signed out; 409 with the first prize when the shopper has
 * already spun this promotion; 404 for a promotion the site does not run; 410 once it has ended; 503 when
 * the spin could not be stored (nothing won, try again).
 */
export async function handleSpin(request: Request, deps: SpinRouteDeps): Promise<Response> {
  const accepted = await acceptSiteRequest(request, deps, RATE_LIMITS.spinToWinPerIp, spinSchema);
  if (!accepted.ok) return accepted.response;
  const shopper = await deps.shopper(request);
  if (!shopper) return noStoreJson({ error: SPIN_TEXT.signIn }, 401);
  let result: Awaited<ReturnType<typeof spin>>;
  try {
    result = await spin(await deps.spins(), { site: accepted.site, promotionId: accepted.input.promotion, shopper, url: `${originOf(request)}${SPIN_TO_WIN_PATH}` });
  } catch (error) {
    // Nothing was won (the spin and its lead commit together or not at all): the shopper may try again.
    console.error('[spin-to-win] spin failed', error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
  switch (result.kind) {
    case 'won':
      return noStoreJson({ status: 'won', prize: result.prize }, 200);
    case 'already':
      return noStoreJson({ status: 'already', prize: result.prize, error: SPIN_TEXT.already(result.prize) }, 409);
    case 'ended':
      return noStoreJson({ error: SPIN_TEXT.ended }, 410);
    case 'no-promotion':
      return notFoundResponse(SPIN_TEXT.noPromotion);
  }
}

/**
 * GET /api/spin-to-win?promotion= : what the wheel shows this browser when it loads (the page
 * itself is cached alike for everyone): signed in or not, still open, and the prize already won.
 */
export async function handleSpinStatus(request: Request, deps: SpinRouteDeps): Promise<Response> {
  const site = await deps.site(request.headers.get('host'));
  const id = new URL(request.url).searchParams.get('promotion') ?? '';
  if (!site || !PROMOTION_ID.test(id)) return notFoundResponse(SPIN_TEXT.noPromotion);
  const spins = await deps.spins();
  const promotion: SpinPromotion | null = await spins.promotion(site, id);
  if (!promotion) return notFoundResponse(SPIN_TEXT.noPromotion);
  const shopper = await deps.shopper(request);
  const prize = shopper ? await shopperPrize(spins, { siteSlug: site.slug, promotionId: promotion._id, userId: shopper.id }, promotion) : null;
  return noStoreJson({ signedIn: Boolean(shopper), open: isOpen(promotion, spins.now()), prize, message: prize ? SPIN_TEXT.already(prize) : null }, 200);
}
