import { CssIcon } from '@/components/ui/css-icon';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button-variants';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { isAvailable } from '@/domain/vehicle-availability';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { clsx } from 'clsx';
import { similarHref } from '@/routes/vehicle-links';
import type { Vehicle } from '@/vehicles/get-vehicle';
import { CardButtons } from './card-buttons';
import { VehiclePrice } from './vehicle-price';

type Props = { vehicle: Vehicle; title: string; site: SiteConfig; phone: string | null };

/**
 * The vehicle page's side column: title, then price and actions while the car is available
 * (coming soon counts), or the SOLD notice and 'Find Me Something Similar' (SPEC 4).
 */
export function VehicleSummary({ vehicle, title, site, phone }: Props) {
  const tel = phoneHref(phone);
  const actions = { ...site, buttons: { ...site.buttons, card: site.buttons.card.filter((button) => button !== 'viewDetails') } };
  return (
    <div className="space-y-5">
      <h1 className="text-2xl leading-tight font-bold tracking-tight md:text-3xl">{title}</h1>
      {isAvailable(vehicle.status) ? (
        <>
          <VehiclePrice price={priceDisplay(vehicle, priceOptionsFor(site))} size="lg" />
          {vehicle.status === 'coming_soon' && (
            <p className="rounded-md bg-neutral-100 px-3 py-2 font-medium">Coming soon: enquire now to be first in line.</p>
          )}
          <CardButtons vehicle={vehicle} title={title} site={actions} />
        </>
      ) : (
        <div className="space-y-3 rounded-lg border border-neutral-300 p-5">
          <h2 className="text-2xl font-extrabold tracking-wide">SOLD</h2>
          <p>Unfortunately this {vehicle.item_type} recently sold.</p>
          <a href={similarHref(vehicle)} className={clsx(buttonVariants({ variant: 'primary' }), 'w-full')}>
            Find Me Something Similar
          </a>
        </div>
      )}
      {tel && phone && (
        <a href={tel} className={clsx(buttonVariants({ variant: 'outline' }), 'w-full')}>
          <CssIcon name="phone" />
          Call {formatPhone(phone)}
        </a>
      )}
    </div>
  );
}
