import { matchGatedRoute } from '@/tenancy/gated-route';

/**
 * The gated address of a CMS page asked for at another of its addresses (/pages/spin-to-win where
 * /spin-to-win is gated), else null. The proxy gates the address it is asked for (SPEC 2 "Gated
 * routes": a signed-out visitor never reaches a gated address), so a page rendered at a gated
 * address is only ever rendered for a signed-in shopper, and its content is the same for all of
 * them; an ungated spelling of the same page is sent to the gated one instead of showing it.
 */
export function gatedAddressElsewhere(gatedRoutes: string[], segments: string[], slug: string): string | null {
  if (matchGatedRoute(`/${segments.join('/')}`, gatedRoutes)) return null;
  return [`/${slug}`, `/pages/${slug}`].find((address) => matchGatedRoute(address, gatedRoutes)) ?? null;
}
