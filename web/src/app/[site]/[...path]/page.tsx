import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Page } from '@dealer/schemas/content/section';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { CachedSections } from '@/blocks/cached-sections';
import { ComingSoon } from '@/components/site/coming-soon';
import { getLocations } from '@/content/locations';
import { getPage } from '@/content/pages';
import { isAvailable } from '@/domain/vehicle-availability';
import { vehicleTitle } from '@/domain/vehicle-title';
import { matchKnownRoute } from '@/routes/known-routes';
import { decodeSegment } from '@/lib/path-segment';
import { getVehicleBySlug } from '@/vehicles/get-vehicle';
import { enforceGate } from '@/identity/server/page-shopper';
import { findSite, requireSite } from '../require-site';

type Props = { params: Promise<{ site: string; path: string[] }> };

type Resolved = { kind: 'page'; page: Page } | { kind: 'known'; title: string };


/**
 * The CMS slug a path may name: /{slug} or /pages/{slug} (dealers link both forms), else the
 * whole path. 'home' is the front page's slug and is not served a second time at /home.
 */
function cmsSlug(segments: string[]): string | null {
  const [first, second] = segments;
  const slug = segments.length === 2 && first === 'pages' ? second! : segments.join('/');
  return slug === 'home' ? null : slug;
}

/**
 * What a path of a tenant is, in order: a CMS page with that slug; a route of the spec (a
 * "being built" page, 200); else nothing (404). Routes about one vehicle or one location exist
 * only for a real vehicle or location of this site.
 */
async function resolvePath(site: SiteConfig, segments: string[]): Promise<Resolved | null> {
  const slug = cmsSlug(segments);
  if (slug) {
    const page = await getPage(site, slug);
    if (page) return { kind: 'page', page };
  }

  const route = matchKnownRoute(segments, { usedCarPrefix: site.routes.usedCarPrefix, checkoutPath: site.routes.checkoutPath });
  if (!route) return null;

  const vehicleSlug = route.params.vehicle;
  if (vehicleSlug) {
    // Reserve/buy online exists only for a listed, available car with checkout on (SPEC 5).
    const vehicle = await getVehicleBySlug(site, vehicleSlug);
    const reservable = vehicle && vehicle.show_on_dealer_website && isAvailable(vehicle.status) && vehicle.checkout_enabled && site.features.checkout;
    return reservable ? { kind: 'known', title: `${route.title}: ${vehicleTitle(vehicle)}` } : null;
  }
  const locationSlug = route.params.location;
  if (locationSlug) {
    const location = (await getLocations(site)).find((l) => l.slug === locationSlug || l.dealershipSlug === locationSlug);
    if (!location) return null;
    return { kind: 'known', title: route.pattern.startsWith('contact-us') ? `Contact ${location.name}` : location.name };
  }
  return { kind: 'known', title: route.title };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: slug, path } = await params;
  const site = await findSite(slug);
  if (!site) return {};
  const resolved = await resolvePath(site, path.map(decodeSegment)).catch(() => null);
  if (!resolved) return {};
  if (resolved.kind === 'known') return { title: resolved.title };
  const { seo, title } = resolved.page;
  // Editors often write the dealer's name into the SEO title already; don't append it twice.
  const seoTitle = seo?.title?.includes(site.name) ? { absolute: seo.title } : (seo?.title ?? title);
  return { title: seoTitle, description: seo?.description ?? undefined };
}

export default async function CatchAllPage({ params }: Props) {
  const { site: slug, path } = await params;
  const site = await requireSite(slug);
  // Gated pages of the spec without a page of their own (/my-garage on tenants without a garage, /spin-to-win, ...).
  await enforceGate(site, [`/${path.map(decodeSegment).join('/')}`]);
  const segments = path.map(decodeSegment);
  const resolved = await resolvePath(site, segments);
  if (!resolved) notFound();
  if (resolved.kind === 'known') return <ComingSoon site={site} title={resolved.title} />;
  return <CachedSections siteSlug={site.slug} pageSlug={cmsSlug(segments)!} title={resolved.page.title} />;
}
