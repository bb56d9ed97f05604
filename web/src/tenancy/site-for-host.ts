import { listSites } from '@/content/site';
import { serverEnv } from '@/server/env';
import { resolveHostRemembered, type HostResolution } from './resolve-host';

/** Resolves a Host header against the sites in the content port (cached for 30 s). */
export async function siteForHost(hostHeader: string | null): Promise<HostResolution> {
  return resolveHostRemembered(hostHeader, await listSites(), serverEnv().ROOT_DOMAIN);
}

/**
 * The tenant an admin API call acts for: the Host's site slug, null on the platform host (the
 * admin key then reaches every site), undefined for a host we do not serve (answer 404).
 */
export async function adminSiteScope(request: Request): Promise<string | null | undefined> {
  const resolution = await siteForHost(request.headers.get('host'));
  return resolution.kind === 'site' ? resolution.slug : resolution.kind === 'platform' ? null : undefined;
}
