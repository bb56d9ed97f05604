import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { Breadcrumbs, type Crumb } from '@/components/site/breadcrumbs';
import { HydrateApart } from '@/components/site/hydrate-apart';
import { vehicleLeadForms } from '@/leads/server/lead-pages';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { conditionLabel, vehicleTitle } from '@/domain/vehicle-title';
import { carTypeSearchHref, searchHref } from '@/routes/vehicle-links';
import type { Vehicle } from '@/vehicles/vehicle';
import { loadVehiclePage } from '@/vehicle-page/data/load-vehicle-page';
import { bodyText } from '@/vehicle-page/data/vehicle-labels';
import { canonicalOrigin } from '@/tenancy/canonical-origin';
import { VehiclePageView } from '@/vehicle-page/vehicle-page-view';
import { SimilarVehicles } from '@/vehicle-page/sections/similar-vehicles';
import { pageSiteConfig } from '@/content/page-site-config';
import { offerEndsToday } from '@/finance/server/offer-ends-today';
import { decodeSegment } from '@/lib/path-segment';
import { ALL_STOCK_TAG, siteTag, stockTag, vehicleTag } from '@/server/cache/cache-tags';
import { renderedOnFirstRequest } from '@/server/cache/route-cache';
import { tagCache } from '@/server/cache/tag-cache';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string; slug: string }> };

/** The same for every shopper: served whole from the route cache (server/cache/route-cache.ts). */
export const generateStaticParams = renderedOnFirstRequest('slug');

const ITEM_PLURAL: Record<Vehicle['item_type'], string> = { car: 'Cars', motorcycle: 'Motorcycles', truck: 'Trucks', caravan: 'Caravans' };

function breadcrumbs(site: SiteConfig, vehicle: Vehicle, title: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: `${conditionLabel(vehicle.car_type)} ${ITEM_PLURAL[vehicle.item_type]}`, href: carTypeSearchHref(site.routes, vehicle.car_type) },
    { label: vehicle.make, href: searchHref(site.routes, vehicle.make) },
    { label: vehicle.model, href: searchHref(site.routes, vehicle.make, vehicle.model) },
  ];
  const body = vehicle.body ?? vehicle.simple_body;
  const label = bodyText(vehicle);
  if (body && label) crumbs.push({ label, href: searchHref(site.routes, body) });
  crumbs.push({ label: title });
  return crumbs;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  return vehicleMetadata(siteSlug, slug);
}

/** The page's metadata, from the page cache as the page is (CachedVehiclePage): the same car, the same tags. */
async function vehicleMetadata(siteSlug: string, slug: string): Promise<Metadata> {
  'use cache';
  tagCache(siteTag(siteSlug), vehicleTag(siteSlug, decodeSegment(slug)));
  const site = await findSite(siteSlug);
  if (!site) return {};
  const data = await loadVehiclePage(site, slug).catch(() => null);
  if (!data) return {};
  const { vehicle } = data;
  const title = vehicleTitle(vehicle);
  const price = priceDisplay(vehicle, priceOptionsFor(site));
  const origin = canonicalOrigin(site);
  const url = `${origin}/cars/${encodeURIComponent(vehicle.slug)}`;
  const description = `${title} for sale at ${site.name}: ${price.text}.`;
  const image = vehicle.images[0];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: site.name,
      locale: 'en_AU',
      images: image ? [{ url: image.url.startsWith('http') ? image.url : `${origin}${image.url}`, alt: title }] : undefined,
    },
  };
}

/**
 * The vehicle detail page (SPEC 2 "Vehicle detail page"): everything a shopper needs to decide on one car. Unknown
 * slugs, hidden cars and cars sold longer ago than the site's sold window answer 404; a car sold
 * within the window shows the sold state. The page itself comes from the page cache (see
 * CachedVehiclePage) until the car changes.
 */
export default async function VehiclePage({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const site = await requireSite(siteSlug);
  // /cars/trade-in is its own page (app/[site]/cars/trade-in), which Next prefers to this segment.
  if (!(await isVehicleShown(site.slug, slug))) notFound();
  return (
    <CachedVehiclePage
      siteSlug={site.slug}
      slug={slug}
      similar={
        <Suspense fallback={null}>
          <CachedSimilarVehicles siteSlug={site.slug} slug={slug} />
        </Suspense>
      }
    />
  );
}

/**
 * Whether the car has a page, tagged with the car: a 404 served from the route cache for a slug
 * that a feed later adds (or a hidden car shown again) expires with that car's change.
 */
async function isVehicleShown(siteSlug: string, slug: string): Promise<boolean> {
  'use cache';
  tagCache(siteTag(siteSlug), vehicleTag(siteSlug, decodeSegment(slug)));
  const site = await pageSiteConfig(siteSlug);
  return Boolean(site && (await loadVehiclePage(site, slug)));
}

/** Other cars' cards (prices, sold and reserved states): the page expires with any change to the tenant's stock. */
async function CachedSimilarVehicles({ siteSlug, slug }: { siteSlug: string; slug: string }) {
  'use cache';
  tagCache(siteTag(siteSlug), stockTag(siteSlug), ALL_STOCK_TAG);
  const site = await pageSiteConfig(siteSlug);
  const data = site && (await loadVehiclePage(site, slug));
  return site && data ? <SimilarVehicles site={site} vehicle={data.vehicle} /> : null;
}

type CachedProps = { siteSlug: string; slug: string; similar: ReactNode };

/**
 * The vehicle page as every shopper sees it (per-shopper parts are client islands), rendered once
 * per tenant and car and then served from the page cache until the car changes (price, status,
 * reservation: vehicles/vehicle-cache.ts expires its tag) or the site is published again.
 * `data-rendered-at` says when this copy was rendered.
 */
async function CachedVehiclePage({ siteSlug, slug, similar }: CachedProps) {
  'use cache';
  tagCache(siteTag(siteSlug), vehicleTag(siteSlug, decodeSegment(slug)));
  const site = await pageSiteConfig(siteSlug);
  const data = site && (await loadVehiclePage(site, slug));
  if (!site || !data) return null;
  const title = vehicleTitle(data.vehicle);
  const origin = canonicalOrigin(site);
  // The modals hold the leads module's forms; if their rules cannot be built the modals link to
  // the contact page instead, so the car page still renders.
  const forms = await vehicleLeadForms(site, data.vehicle).catch((error: unknown) => {
    console.warn('Lead forms unavailable on the vehicle page', error);
    return null;
  });

  return (
    <div className="contents" data-rendered-at={new Date().toISOString()}>
      <HydrateApart>
        <VehiclePageView
          site={site}
          data={data}
          title={title}
          origin={origin}
          forms={forms}
          breadcrumbs={<Breadcrumbs items={breadcrumbs(site, data.vehicle, title)} />}
          similar={similar}
          offerEnds={await offerEndsToday(site)}
        />
      </HydrateApart>
    </div>
  );
}
