import { CssIcon } from '@/components/ui/css-icon';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { CardPhoto } from '@/components/ui/card-photo';
import { VehiclePrice } from '@/components/vehicle/vehicle-price';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { vehicleTitle } from '@/domain/vehicle-title';
import { formatKm } from '@/lib/format';
import { vehicleHref } from '@/routes/vehicle-links';
import type { Vehicle } from '@/vehicles/vehicle';

/** SPEC 2: the finance page's right column when the query names a car: what is being financed. */
export function CarSummaryCard({ vehicle, site }: { vehicle: Vehicle; site: Pick<SiteConfig, 'features' | 'search'> }) {
  const title = vehicleTitle(vehicle);
  const km = formatKm(vehicle.km);
  return (
    <section aria-labelledby="car-summary-heading" className="h-fit overflow-hidden rounded-lg border border-neutral-300" data-testid="car-summary">
      <div className="aspect-[4/3] bg-neutral-100">
        <CardPhoto src={vehicle.images[0]?.url ?? null} alt={title} sizes="20rem" placeholder={<CssIcon name="car" className="size-10" />} />
      </div>
      <div className="space-y-2 p-5">
        <p className="text-sm font-semibold tracking-wide text-neutral-700 uppercase">You are financing</p>
        <h2 id="car-summary-heading" className="text-lg font-semibold">{title}</h2>
        <VehiclePrice price={priceDisplay(vehicle, priceOptionsFor(site))} />
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {km && <><dt className="text-neutral-700">Odometer</dt><dd>{km}</dd></>}
          {vehicle.stocknum && <><dt className="text-neutral-700">Stock number</dt><dd>{vehicle.stocknum}</dd></>}
        </dl>
        <a href={vehicleHref(vehicle)} className="link-action">View this car</a>
      </div>
    </section>
  );
}
