import { listSites } from '@/content/site';
import { serverEnv } from '@/server/env';
import { resolveHost, type HostResolution } from './resolve-host';

/** Resolves a Host header against the sites in the content port (cached for 30 s). */
export async function siteForHost(hostHeader: string | null): Promise<HostResolution> {
  return resolveHost(hostHeader, await listSites(), serverEnv().ROOT_DOMAIN);
}
