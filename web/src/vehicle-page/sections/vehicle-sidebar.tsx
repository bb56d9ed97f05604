import { carAnalysisHref, offersCarAnalysis } from '@/domain/car-analysis-offer';
import { Suspense } from 'react';
import { ReservedUntil } from './reserved-until';
import { CssIcon } from '@/components/ui/css-icon';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { VehicleLeadForms } from '@/leads/server/lead-pages';
import { VehiclePrice } from '@/components/vehicle/vehicle-price';
import { buttonVariants } from '@/components/ui/button-variants';
import type { FinanceEstimate } from '@/domain/finance-estimate';
import { marketSaving } from '@/domain/market-indicator';
import type { PriceDisplay } from '@/domain/price-display';
import { sellsOnline, vehicleButtons } from '@/domain/vehicle-buttons';
import { buyOnlineHref } from '@/routes/vehicle-links';
import type { CardTag } from '@/domain/card-tag';
import type { VehicleClaims } from '@/domain/vehicle-claims';
import { VehicleTag } from '@/components/vehicle/vehicle-tag';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Vehicle } from '@/vehicles/vehicle';
import { CompareToggle, FavouriteToggle, ViewCounter, WatchlistSaveButton } from '../islands/deferred-islands';
import { LeadModal } from '../islands/lead-modal';
import { PhoneReveal } from '../islands/phone-reveal';
import { FinanceFigureBox } from '../islands/finance-figure-box';
import { canShortlist } from '@/identity/rules/shortlist-eligibility';
import { GetFinanceButton } from '@/finance/components/get-finance-button';
import { TrackedLink } from '../islands/tracked-link';
import { itemLabel } from '../data/vehicle-labels';

type Props = {
  site: SiteConfig;
  vehicle: Vehicle;
  title: string;
  price: PriceDisplay;
  available: boolean;
  estimate: FinanceEstimate | null;
  financeHref: string;
  phone: { display: string; tel: string } | null;
  contactHref: (kind: string) => string;
  forms: VehicleLeadForms | null;
  /** The car's claims (domain/vehicle-claims.ts): the one source of its deposit. */
  claims: VehicleClaims;
  /** The car's tag by the same rules as its card (domain/card-tag.ts). */
  tag: CardTag | null;
  /** 'Offer ends {date}' while the site's finance offer runs. */
  offerEnds: string | null;
};

const primary = buttonVariants({ variant: 'primary', className: 'w-full' });
const outline = buttonVariants({ variant: 'outline', className: 'w-full' });

/** The vehicle page's side column (SPEC 2 "Sidebar"). */
export function VehicleSidebar({ site, vehicle, title, price, available, estimate, financeHref, phone, contactHref, forms, claims, tag, offerEnds }: Props) {
  const buttons = vehicleButtons(site.buttons.vehicle, { ...vehicle, available }, site.features);
  const saving = available ? marketSaving(vehicle.price, vehicle.autograb_data) : null;
  // SPEC 4: the compare/favourite toggle per the site's condition.
  const shortlist = available && canShortlist(site.features.shortlistCondition, { status: vehicle.status, car_type: vehicle.car_type, price: vehicle.price, imageCount: vehicle.images.length });
  const deposit = claims.deposit.amount;
  const has = (button: (typeof buttons)[number]) => buttons.includes(button);

  return (
    <div className="space-y-4">
      {tag && <VehicleTag tag={tag} make={vehicle.make} />}
      <h1 className="text-2xl leading-tight font-bold tracking-tight md:text-3xl">{title}</h1>
      <ViewCounter slug={vehicle.slug} photosCount={vehicle.images.length} updatedAt={new Date(vehicle.updated_at).toISOString()} used={vehicle.car_type === 'used'} />
      {available ? (
        <>
          <VehiclePrice price={price} size="lg" />
          {saving !== null && (
            <p className="rounded-md bg-emerald-50 px-3 py-2 font-semibold text-emerald-900">
              {formatPrice(saving)} below the average market price
            </p>
          )}
          {vehicle.status === 'coming_soon' && <p className="rounded-md bg-neutral-100 px-3 py-2 font-medium">Coming soon: enquire now to be first in line.</p>}
          {/* The page's one finance figure (domain/vehicle-finance-figure.ts), from the page's FinanceFigureProvider. */}
          <FinanceFigureBox lenderDisclaimer={estimate?.lender.disclaimer ?? null} siteDisclaimer={site.legal.financeDisclaimer} offerEnds={offerEnds} />
        </>
      ) : (
        <div className="space-y-3 rounded-lg border border-neutral-300 p-5">
          <h2 className="text-2xl font-extrabold tracking-wide">SOLD</h2>
          <p>Unfortunately this {itemLabel(vehicle).toLowerCase()} recently sold.</p>
          <LeadModal kind="find-similar" carName={title} contactHref={contactHref('find-similar')} form={forms?.findSimilar} trigger="Find Me Something Similar" triggerClassName={primary} />
        </div>
      )}

      <div className="grid gap-2">
        {available && vehicle.reserved && (
          <Suspense fallback={<p className="rounded-md bg-amber-50 px-3 py-2 font-semibold text-amber-950">Reserved</p>}>
            <ReservedUntil site={site} vehicle={vehicle} />
          </Suspense>
        )}
        {has('reserve') && (
          <a href={`/cars/${encodeURIComponent(vehicle.slug)}/${site.routes.checkoutPath}`} className={buttonVariants({ variant: 'accent', className: 'w-full' })}>
            {/* SPEC 5: the amount label is hidden when the car's amount is blank; the button stays. */}
            {deposit !== null ? `Reserve Now for ${formatPrice(deposit)}` : 'Reserve Now'}
          </a>
        )}
        {/* SPEC 5: checkout (buy online, SPEC 2 /checkout-journey) shows where reserving does, for a car with a price. */}
        {sellsOnline(has('reserve'), vehicle.price) && <a href={buyOnlineHref(vehicle)} className={outline}>Buy Online</a>}
        {has('enquire') && <LeadModal kind="enquiry" carName={title} contactHref={contactHref('enquiry')} form={forms?.enquiry} trigger="Enquire Now" triggerClassName={primary} />}
        {has('testDrive') && <LeadModal kind="test-drive" carName={title} contactHref={contactHref('test-drive')} form={forms?.testDrive} trigger="Book a Test Drive" triggerClassName={outline} />}
        {has('finance') && <GetFinanceButton href={financeHref} className={outline} rules={forms?.finance.rules ?? null} car={{ id: vehicle.id, title, price: vehicle.price }} />}
        {has('tradeIn') && <a href={`/cars/trade-in?car_id=${vehicle.id}`} className={outline}>Trade-In Valuation</a>}
        {has('call') && phone && <PhoneReveal phone={phone.display} tel={phone.tel} slug={vehicle.slug} revealed={site.features.showPhoneImmediately} />}
        {has('chat') && (
          <a href={contactHref('chat')} className={outline}><CssIcon name="message-circle" />Chat With Us</a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {has('print') && (
          <TrackedLink event="print" slug={vehicle.slug} href={`/print?car_id=${encodeURIComponent(vehicle.slug)}`} target="_blank" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CssIcon name="printer" />Print
          </TrackedLink>
        )}
        {offersCarAnalysis(site, vehicle) && (
          // SPEC 6 Car Analysis plugin: a PDF the browser saves, beside print.
          <a href={carAnalysisHref(vehicle.slug)} download={`${vehicle.slug}-analysis.pdf`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CssIcon name="file-down" />Car Analysis
          </a>
        )}
        {has('historyReport') && vehicle.file && (
          <TrackedLink event="historyReport" slug={vehicle.slug} href={vehicle.file} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <CssIcon name="file-text" />History Report
          </TrackedLink>
        )}
        {has('share') && (
          <a href="#share-bar" className={buttonVariants({ variant: 'outline', size: 'sm' })}><CssIcon name="share-2" />Share</a>
        )}
        {site.features.watchlist && <WatchlistSaveButton carId={vehicle.id} sold={!available} />}
        {has('save') && shortlist && site.features.favourites && (
          <FavouriteToggle favourite={{ id: vehicle.id, name: title, slug: vehicle.slug, make: vehicle.make, model: vehicle.model, primary_image_url: vehicle.images[0]?.url ?? null }} />
        )}
        {shortlist && site.features.compare && <CompareToggle car={{ id: vehicle.id, name: title }} />}
        {has('location') && (
          <a href="#vehicle-map" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}><CssIcon name="map-pin" />Location</a>
        )}
      </div>
    </div>
  );
}
