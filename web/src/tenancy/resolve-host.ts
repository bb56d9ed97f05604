/**
 * Maps a request's Host header to a tenant (vercel/platforms pattern): `<slug>.<root domain>`
 * (`<slug>.localhost:3000` locally), or one of a site's custom domains. The bare root domain is
 * the platform itself (the directory of sites). Pure, so the rules are table-tested.
 */
export type HostResolution =
  | { kind: 'platform' }
  | { kind: 'site'; slug: string }
  | { kind: 'unknown'; reason: 'malformed-host' | 'no-such-site' };

type Site = { slug: string; domains: string[] };

// RFC 1123 labels; anything else (spaces, slashes, injected characters) is not a host we serve.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host name without port, lowercased, or null when the header is not a valid host. */
export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  const trimmed = hostHeader.trim().toLowerCase();
  const match = /^([^:\s/]+)(?::(\d{1,5}))?$/.exec(trimmed);
  if (!match) return null;
  const name = match[1]!.replace(/\.$/, '');
  if (name.length > 253 || !name.split('.').every((label) => LABEL.test(label))) return null;
  return name;
}

export function resolveHost(hostHeader: string | null | undefined, sites: readonly Site[], rootDomain = 'localhost'): HostResolution {
  const host = normaliseHost(hostHeader);
  if (!host) return { kind: 'unknown', reason: 'malformed-host' };
  const root = rootDomain.toLowerCase();
  if (host === root || host === `www.${root}` || host === '127.0.0.1') return { kind: 'platform' };

  if (host.endsWith(`.${root}`)) {
    const sub = host.slice(0, -(root.length + 1));
    const site = sites.find((s) => s.slug === sub);
    return site ? { kind: 'site', slug: site.slug } : { kind: 'unknown', reason: 'no-such-site' };
  }
  const bare = host.replace(/^www\./, '');
  const site = sites.find((s) => s.domains.some((d) => {
    const domain = d.toLowerCase();
    return domain === host || domain.replace(/^www\./, '') === bare;
  }));
  return site ? { kind: 'site', slug: site.slug } : { kind: 'unknown', reason: 'no-such-site' };
}

/** The Host header is the client's to choose: at most this many are remembered per site list. */
const MAX_REMEMBERED_HOSTS = 1_000;
const remembered = new WeakMap<readonly Site[], Map<string, HostResolution>>();

/**
 * resolveHost, remembered for as long as `sites` is the same list: the proxy resolves the Host
 * of every request, and the site list it gets is one memoised array until the sites change
 * (a new list starts with nothing remembered). Answers are frozen, as they are shared.
 */
export function resolveHostRemembered(hostHeader: string | null | undefined, sites: readonly Site[], rootDomain = 'localhost'): HostResolution {
  if (!hostHeader) return resolveHost(hostHeader, sites, rootDomain);
  let byHost = remembered.get(sites);
  if (!byHost) {
    byHost = new Map();
    remembered.set(sites, byHost);
  }
  const key = `${rootDomain} ${hostHeader}`;
  const known = byHost.get(key);
  if (known) return known;
  const resolution = Object.freeze(resolveHost(hostHeader, sites, rootDomain));
  if (byHost.size < MAX_REMEMBERED_HOSTS) byHost.set(key, resolution);
  return resolution;
}
