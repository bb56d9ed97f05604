/**
 * Gated routes (SPEC.md 2, 6): on tenants that gate a path, a visitor who is not signed in is
 * sent to /sign-in with a type, the target to return to, and the page to go back to.
 */
export function matchGatedRoute(pathname: string, gatedRoutes: string[]): string | null {
  return gatedRoutes.find((route) => pathname === route || pathname.startsWith(`${route}/`)) ?? null;
}

export function signInRedirect(pathname: string, search: string, gatedRoute: string, backPath = '/'): string {
  const type = gatedRoute.replace(/^\//, '').split('/')[0] || 'page';
  const params = new URLSearchParams({ type, redirect: `${pathname}${search}`, back: backPath });
  return `/sign-in?${params.toString()}`;
}
