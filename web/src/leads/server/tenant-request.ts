import type { SiteConfig } from '@dealer/schemas/content/site';
import { TEXT } from '../messages';
import { notFoundResponse, readJsonBody } from './lead-http';
import type { LeadRouteDeps } from './lead-route-deps';

export type TenantRequest = { ok: true; site: SiteConfig; body: unknown } | { ok: false; response: Response };

/** The tenant (from the Host, never the body) and the bounded JSON body of a lead-side request. */
export async function tenantAndBody(request: Request, deps: Pick<LeadRouteDeps, 'site'>): Promise<TenantRequest> {
  const site = await deps.site(request.headers.get('host'));
  if (!site) return { ok: false, response: notFoundResponse(TEXT.unknownSite) };
  const body = await readJsonBody(request);
  if (!body.ok) return { ok: false, response: body.response };
  return { ok: true, site, body: body.body };
}
