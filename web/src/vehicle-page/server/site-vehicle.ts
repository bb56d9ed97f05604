import 'server-only';
import { NextResponse } from 'next/server';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getSiteConfig } from '@/content/site';
import { siteForHost } from '@/tenancy/site-for-host';
import { getVehicleBySlug, type Vehicle } from '@/vehicles/get-vehicle';

export const jsonError = (status: number, message: string) => NextResponse.json({ message, status }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The tenant (from the Host header, never from the request body) and its vehicle by slug, for
 * the vehicle page's API routes; an error response when either is missing or hidden.
 */
export async function siteVehicle(request: Request, slug: string): Promise<{ site: SiteConfig; vehicle: Vehicle } | { error: NextResponse }> {
  const resolution = await siteForHost(request.headers.get('host'));
  if (resolution.kind !== 'site') return { error: jsonError(404, 'Unknown site.') };
  const site = await getSiteConfig(resolution.slug);
  if (!site) return { error: jsonError(404, 'Unknown site.') };
  const vehicle = await getVehicleBySlug(site, decodeURIComponent(slug));
  if (!vehicle || !vehicle.show_on_dealer_website) return { error: jsonError(404, 'Vehicle not found.') };
  return { site, vehicle };
}
