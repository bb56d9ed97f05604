import 'server-only';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { notFoundResponse, okResponse, readJsonBody, tooManyResponse, unavailableResponse } from '@/leads/server/lead-http';
import { appLeadRouteDeps, type LeadRouteDeps } from '@/leads/server/lead-route-deps';
import { clientAddress, takeRateLimit, type RateLimitRule } from '@/server/rate-limits';

export type FinanceRouteDeps = Pick<LeadRouteDeps, 'site' | 'db' | 'rateLimits'>;
export const appFinanceRouteDeps: FinanceRouteDeps = appLeadRouteDeps;

export type FinanceRequest = { ok: true; site: SiteConfig; body: unknown } | { ok: false; response: Response };

/** The tenant from the Host, the address's limit taken, the bounded JSON body read. */
export async function financeRequest(request: Request, deps: FinanceRouteDeps, limit: RateLimitRule): Promise<FinanceRequest> {
  let site: SiteConfig | null;
  try {
    site = await deps.site(request.headers.get('host'));
    if (!site) return { ok: false, response: notFoundResponse('There is no such site.') };
    const verdict = await takeRateLimit(await deps.rateLimits(), site.slug, [{ rule: limit, key: clientAddress(request) }]);
    if (!verdict.allowed) return { ok: false, response: tooManyResponse(verdict.retryAfterSeconds) };
  } catch (error) {
    console.error('[finance] request could not be admitted', error instanceof Error ? error.message : error);
    return { ok: false, response: unavailableResponse() };
  }
  const body = await readJsonBody(request);
  if (!body.ok) return { ok: false, response: body.response };
  return { ok: true, site, body: body.body };
}

export { okResponse };
export const jsonMessage = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
