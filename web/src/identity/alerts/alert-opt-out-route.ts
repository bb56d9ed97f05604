import { optOutByToken } from './alert-outbox';
import { identityJson, readJsonObject, unavailable } from '../server/identity-http';
import type { IdentityRouteDeps } from '../server/identity-route-deps';
import { TEXT } from '../rules/identity-text';

/**
 * POST /api/watchlist/alerts-off {token}: the opt-out link of an alert message, without signing
 * in (the token names the phone the alert went to, on this site only).
 */
export async function handleAlertOptOut(request: Request, deps: IdentityRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return identityJson({ success: false, error: TEXT.unknownSite }, 404);
    const read = await readJsonObject(request);
    if (!read.ok) return read.response;
    const token = typeof read.body.token === 'string' ? read.body.token : '';
    if (!(await optOutByToken(await deps.db(), site.slug, token))) return identityJson({ success: false, error: TEXT.alertLinkUnknown }, 404);
    return identityJson({ success: true });
  } catch (error) {
    return unavailable('alert opt-out', error);
  }
}
