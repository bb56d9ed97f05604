import 'server-only';
import { NextResponse } from 'next/server';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { getSiteConfig } from '@/content/site';
import { vehiclePageVisibility, type PageVisibility } from '@/domain/vehicle-page-visibility';
import { decodeSegment } from '@/lib/path-segment';
import { siteForHost } from '@/tenancy/site-for-host';
import { getVehicleBySlug, type Vehicle } from '@/vehicles/get-vehicle';

export const jsonError = (status: number, message: string) => NextResponse.json({ message, status }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The tenant (from the Host header, never from the request body) and its vehicle by slug, for
 * the vehicle page's API routes; a 404 wherever the page itself is a 404: unknown, not shown on
 * the website, or sold longer ago than the site shows sold cars (SPEC 4).
 */
export async function siteVehicle(request: Request, slug: string, now = new Date()): Promise<{ site: SiteConfig; vehicle: Vehicle; visibility: Exclude<PageVisibility, 'hidden'> } | { error: NextResponse }> {
  const resolution = await siteForHost(request.headers.get('host'));
  if (resolution.kind !== 'site') return { error: jsonError(404, 'Unknown site.') };
  const site = await getSiteConfig(resolution.slug);
  if (!site) return { error: jsonError(404, 'Unknown site.') };
  const vehicle = await getVehicleBySlug(site, decodeSegment(slug));
  if (!vehicle || !vehicle.show_on_dealer_website) return { error: jsonError(404, 'Vehicle not found.') };
  const visibility = vehiclePageVisibility(vehicle, now, site.search.includeSoldCarsDays);
  if (visibility === 'hidden') return { error: jsonError(404, 'Vehicle not found.') };
  return { site, vehicle, visibility };
}
