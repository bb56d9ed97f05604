/**
 * Gated routes (SPEC.md 2, 6): on tenants that gate a path, a visitor who is not signed in is
 * sent to /sign-in with a type, the target to return to, and the page to go back to.
 */

/**
 * The path the router serves, as a gate must see it: percent-decoded segment by segment
 * (`/%74rade-in`, `/trade%2Din`), empty and `.` segments dropped (`//`, `/./`), `..` resolved, no
 * trailing slash, lower case (a gate errs on the side of asking for sign-in). Null when the path
 * cannot be decoded.
 */
export function normaliseRoutePath(pathname: string): string | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // A decoded slash or backslash splits the segment as the router would read it.
    for (const part of segment.split(/[/\\]/)) {
      if (part === '' || part === '.') continue;
      if (part === '..') segments.pop();
      else segments.push(part.toLowerCase());
    }
  }
  return `/${segments.join('/')}`;
}

const normalisedGates = new WeakMap<readonly string[], string[]>();

/** A site's gates as the router serves them, normalised once per list (the proxy asks on every request). */
function gatesOf(gatedRoutes: readonly string[]): string[] {
  let gates = normalisedGates.get(gatedRoutes);
  if (!gates) {
    gates = gatedRoutes.map((route) => normaliseRoutePath(route) ?? route);
    normalisedGates.set(gatedRoutes, gates);
  }
  return gates;
}

export function matchGatedRoute(pathname: string, gatedRoutes: readonly string[]): string | null {
  const path = normaliseRoutePath(pathname);
  if (path === null) return gatedRoutes[0] ?? null;
  const gates = gatesOf(gatedRoutes);
  const index = gates.findIndex((gate) => gate !== '/' && (path === gate || path.startsWith(`${gate}/`)));
  return index < 0 ? null : gatedRoutes[index]!;
}

export function signInRedirect(pathname: string, search: string, gatedRoute: string, backPath = '/'): string {
  const type = gatedRoute.replace(/^\//, '').split('/')[0] || 'page';
  const params = new URLSearchParams({ type, redirect: `${pathname}${search}`, back: backPath });
  return `/sign-in?${params.toString()}`;
}
