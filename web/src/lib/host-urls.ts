/**
 * Links between the platform directory and tenant sites, built from the request's Host header
 * so they keep the port the visitor used (`localhost:3000`, `localhost:4123`, ...).
 */
type HostInput = { host: string | null | undefined; protocol?: string | null; rootDomain?: string };

const HOST = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/i;

function parts({ host, protocol, rootDomain = 'localhost' }: HostInput) {
  const match = HOST.exec((host ?? '').trim());
  const port = match?.[2] ? `:${match[2]}` : '';
  // Only http and https make sense; a forwarded header could carry anything.
  const scheme = protocol === 'https' ? 'https' : 'http';
  return { port, scheme, root: rootDomain.toLowerCase() };
}

/** `http://<slug>.<root domain>:<port>/`, e.g. http://riverside-toyota.localhost:3000/. */
export function tenantUrl(input: HostInput & { slug: string }): string {
  const { port, scheme, root } = parts(input);
  return `${scheme}://${input.slug}.${root}${port}/`;
}

/** The directory of demo sites: the bare root domain on the same port. */
export function directoryUrl(input: HostInput): string {
  const { port, scheme, root } = parts(input);
  return `${scheme}://${root}${port}/`;
}
