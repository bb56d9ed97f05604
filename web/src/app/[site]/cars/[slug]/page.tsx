import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { Breadcrumbs, type Crumb } from '@/components/site/breadcrumbs';
import { ComingSoon } from '@/components/site/coming-soon';
import { KeyDetails } from '@/components/vehicle/key-details';
import { VehicleGallery } from '@/components/vehicle/vehicle-gallery';
import { VehicleLocation } from '@/components/vehicle/vehicle-location';
import { VehicleSummary } from '@/components/vehicle/vehicle-summary';
import { getLocations } from '@/content/locations';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { conditionLabel, vehicleTitle } from '@/domain/vehicle-title';
import { formatKm } from '@/lib/format';
import { matchKnownRoute } from '@/routes/known-routes';
import { carTypeSearchHref, searchHref } from '@/routes/vehicle-links';
import { getVehicleBySlug, type Vehicle } from '@/vehicles/get-vehicle';
import { findSite, requireSite } from '../../require-site';

type Props = { params: Promise<{ site: string; slug: string }> };

const ITEM_PLURAL: Record<Vehicle['item_type'], string> = { car: 'Cars', motorcycle: 'Motorcycles', truck: 'Trucks', caravan: 'Caravans' };

/**
 * /cars/{slug} shares its shape with /cars/trade-in (SPEC 2), which this dynamic segment
 * catches first; that path renders its route page instead of a missing vehicle.
 */
function siblingRoute(site: SiteConfig, slug: string) {
  const route = matchKnownRoute(['cars', slug], { usedCarPrefix: site.routes.usedCarPrefix, checkoutPath: site.routes.checkoutPath });
  return route?.pattern === 'cars/trade-in' ? route : null;
}

/** Hidden stock is not for shoppers, even by direct link. */
async function loadVehicle(site: SiteConfig, slug: string): Promise<Vehicle | null> {
  const vehicle = await getVehicleBySlug(site, decodeURIComponent(slug));
  return vehicle && vehicle.show_on_dealer_website ? vehicle : null;
}

function breadcrumbs(site: SiteConfig, vehicle: Vehicle, title: string): Crumb[] {
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: `${conditionLabel(vehicle.car_type)} ${ITEM_PLURAL[vehicle.item_type]}`, href: carTypeSearchHref(site.routes, vehicle.car_type) },
    { label: vehicle.make, href: searchHref(site.routes, vehicle.make) },
    { label: vehicle.model, href: searchHref(site.routes, vehicle.make, vehicle.model) },
  ];
  const body = vehicle.body ?? vehicle.simple_body;
  if (body && body.trim() !== '' && body !== 'null') crumbs.push({ label: body, href: searchHref(site.routes, body) });
  crumbs.push({ label: title });
  return crumbs;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const site = await findSite(siteSlug);
  if (!site) return {};
  const vehicle = await loadVehicle(site, slug).catch(() => null);
  if (!vehicle) {
    const route = siblingRoute(site, slug);
    return route ? { title: route.title } : {};
  }
  const title = vehicleTitle(vehicle);
  const price = priceDisplay(vehicle, priceOptionsFor(site));
  return {
    title,
    description: `${title} for sale at ${site.name}: ${price.text}.`,
    openGraph: vehicle.images[0] ? { images: [{ url: vehicle.images[0].url }] } : undefined,
  };
}

/** A basic vehicle page: breadcrumbs, photos, title and price, key details, comments, location. */
export default async function VehiclePage({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const site = await requireSite(siteSlug);
  const vehicle = await loadVehicle(site, slug);
  if (!vehicle) {
    const route = siblingRoute(site, slug);
    if (route) return <ComingSoon site={site} title={route.title} />;
    notFound();
  }

  const title = vehicleTitle(vehicle);
  const location = (await getLocations(site)).find((l) => l.slug === vehicle.location_slug) ?? null;
  const comments = vehicle.dealercomments?.trim();

  return (
    <div className="container-page py-6 md:py-8">
      <Breadcrumbs items={breadcrumbs(site, vehicle, title)} />

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <VehicleGallery images={vehicle.images} title={title} />
        <VehicleSummary vehicle={vehicle} title={title} site={site} phone={location?.phone ?? site.phones.sales} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="key-details-heading">
          <h2 id="key-details-heading" className="text-xl font-bold">Key Details</h2>
          <KeyDetails
            caption={`Key details of the ${title}`}
            rows={[
              { label: 'Condition', value: conditionLabel(vehicle.car_type) },
              { label: 'Year', value: vehicle.year },
              { label: 'Odometer', value: formatKm(vehicle.km) },
              { label: 'Transmission', value: vehicle.trans ?? vehicle.simple_transmission },
              { label: 'Fuel', value: vehicle.fuel ?? vehicle.simple_fuel },
              { label: 'Body', value: vehicle.body ?? vehicle.simple_body },
              { label: 'Colour', value: vehicle.colour },
              { label: 'Stock number', value: vehicle.stocknum },
            ]}
          />
        </section>

        <section aria-labelledby="dealer-comments-heading">
          <h2 id="dealer-comments-heading" className="text-xl font-bold">Dealer Comments</h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-neutral-800">
            {comments || 'Dealer comments are pending. Please check back here later.'}
          </p>
        </section>
      </div>

      {location && (
        <div className="mt-10 max-w-xl">
          <VehicleLocation location={location} />
        </div>
      )}

      <p className="mt-10">
        <a
          href={carTypeSearchHref(site.routes, vehicle.car_type)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          Back to {conditionLabel(vehicle.car_type).toLowerCase()} {ITEM_PLURAL[vehicle.item_type].toLowerCase()}
        </a>
        <span aria-hidden="true" className="mx-3 text-neutral-400">|</span>
        <a
          href={searchHref(site.routes)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline"
        >
          Search all stock
        </a>
      </p>
    </div>
  );
}
