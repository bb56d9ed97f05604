/**
 * The origin the shopper's browser used for a request (`https://valley-used-cars.example`):
 * the Host header (the tenant's host, which Next may not keep in `request.url`) and the scheme a
 * TLS-terminating proxy reports in `x-forwarded-proto`. Route handlers build return addresses,
 * the local payment processor's challenge page and cookies' `Secure` flag from it.
 */
export function originOf(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https:' : url.protocol;
  return `${protocol}//${host}`;
}

/** The same for a page being rendered (its request headers): http unless the proxy reports https. */
export function pageOrigin(headers: Pick<Headers, 'get'>): string {
  return `${headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${headers.get('host') ?? 'localhost'}`;
}
