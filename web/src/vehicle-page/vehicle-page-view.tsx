import { siteForDealership } from '@/domain/dealership-settings';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import type { VehicleLeadForms } from '@/leads/server/lead-pages';
import { VehicleLocation } from '@/components/vehicle/vehicle-location';
import { calculatorBounds, calculatorPolicyFor } from '@/domain/finance-bounds';
import { financeEstimate, type LenderData } from '@/domain/finance-estimate';
import { defaultFinanceHref, financeHref as buildFinanceHref } from '@/domain/finance-link';
import { defaultEconomy, showFuelCalculator } from '@/domain/fuel-cost';
import { isPriceCheckEligible } from '@/domain/price-check';
import { priceDisplay, priceOptionsFor } from '@/domain/price-display';
import { vehicleButtons } from '@/domain/vehicle-buttons';
import { cardTag, cardTagOptions } from '@/domain/card-tag';
import { vehicleClaims } from '@/domain/vehicle-claims';
import { asksForQuote, dealerStatesRate, vehicleFinanceFigure } from '@/domain/vehicle-finance-figure';
import { formatPrice } from '@/lib/format';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { siteTimeZone } from '@/lib/time-zone';
import { similarHref, testDriveHref } from '@/routes/vehicle-links';
import type { VehiclePageData } from './data/load-vehicle-page';
import { caravanRows, detailRows, keyInformationRows, variantRows } from './data/spec-rows-for';
import { vehiclePageTexts } from './data/page-texts';
import { bodyText, itemLabel } from './data/vehicle-labels';
import { VehicleMedia } from './gallery/vehicle-media';
import { HostedSpinViewer } from './hosted-spin/hosted-spin-viewer';
import { DeliveryCalculator, FinanceCalculator, FuelCalculator, PriceComparison, ShareBar, StickyBar } from './islands/below-fold-islands';
// Above the fold, so rendered in place with the page: as a lazy island its HTML came at the end of
// the document and was moved into place after the first paint, shifting everything below it.
import { LocationAnnouncement } from './islands/location-announcement';
import { WatchlistSaveButton } from './islands/deferred-islands';
import { FinanceFigureProvider } from './islands/finance-figure-context';
import { LeadModal } from './islands/lead-modal';
import { LazyRecentlyViewed } from '@/identity/device/lazy-recently-viewed';
import { ViewedCarRecorder } from '@/identity/device/viewed-cars';
import { VehicleTabs } from './islands/vehicle-tabs';
import { jsonLdScript, vehicleJsonLd } from './seo/vehicle-json-ld';
import { KeyInformation } from './sections/key-information';
import { CallDealer, Disclaimer, FeatureBanner, StandardEquipment, VehicleFaq } from './sections/page-sections';
import { SpecTable } from './sections/spec-table';
import { tabPanels } from './sections/tab-panels';
import { VehicleSidebar } from './sections/vehicle-sidebar';

type Props = {
  site: SiteConfig;
  data: VehiclePageData;
  title: string;
  origin: string;
  forms: VehicleLeadForms | null;
  breadcrumbs: ReactNode;
  similar: ReactNode;
  /** SPEC 9 'Offer ends' today (finance/server/offer-ends-today.ts), stated with the finance disclaimer wherever the figure is. */
  offerEnds: string | null;
};

const directions = (address: { placeUrl?: string; street: string; city: string; state: string; postcode: string }) =>
  address.placeUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.street}, ${address.city} ${address.state} ${address.postcode}`)}`;

/** The whole vehicle page, server-rendered; interactive parts are small client islands. */
export function VehiclePageView({ site: groupSite, data, title, origin, forms, breadcrumbs, similar, offerEnds }: Props) {
  const { vehicle, location, primaryLocation } = data;
  // On a group site the car follows its own dealership's buttons and finance switch (SPEC 6).
  const site = siteForDealership(groupSite, vehicle.dealership_slug);
  const available = data.visibility === 'available';
  const now = new Date();
  const url = `${origin}/cars/${encodeURIComponent(vehicle.slug)}`;
  const price = priceDisplay(vehicle, priceOptionsFor(site));
  const estimate = financeEstimate(
    { ...vehicle, finance_lenders: vehicle.finance_lenders as Record<string, LenderData> | null },
    site.features.financeEstimate,
    now.getFullYear(),
  );
  // SPEC 2: built from the car, or the site's configured default link (a car without a price).
  const financeHref = buildFinanceHref(vehicle, defaultFinanceHref(site.finance));
  const phoneNumber = location?.phone ?? site.phones.sales;
  const tel = phoneHref(phoneNumber);
  if (!tel) console.warn(`No phone number for vehicle ${vehicle.slug}: call button not shown`);
  const phone = tel ? { display: formatPhone(phoneNumber), tel } : null;
  const linked = { ...vehicle };
  const contactHref = (kind: string) => {
    if (kind === 'find-similar') return similarHref(linked);
    if (kind === 'test-drive') return testDriveHref(linked);
    if (kind === 'request-photos') return `/contact?car_id=${vehicle.id}&subcategory=${encodeURIComponent('Request Photos')}`;
    return `/contact?car_id=${vehicle.id}`;
  };
  const buttons = vehicleButtons(site.buttons.vehicle, { ...vehicle, available }, site.features);
  const label = itemLabel(vehicle);
  const claims = vehicleClaims(site, vehicle);
  const tag = cardTag(vehicle, cardTagOptions(site.features, now));
  const texts = vehiclePageTexts(site, label, claims.warrantyYears);
  const awayFromPrimary = location && primaryLocation && location.slug !== primaryLocation.slug;
  const bounds = calculatorBounds(calculatorPolicyFor(site), vehicle.price);
  const priceCheck = available && site.features.priceCheck && site.plugins.autogauge && vehicle.car_type === 'used' && isPriceCheckEligible(vehicle);
  // SPEC 7: the finance quote is asked for where the tenant shows estimates and the price is positive.
  const quotable = available && site.features.financeEstimate && (vehicle.price ?? 0) > 0;
  // One weekly figure per page (SPEC 9 "Finance estimate shown per week"): the lender's, else the
  // page's calculation until the provider's quote arrives; sidebar, sticky header and calculator state it.
  const figure = available ? vehicleFinanceFigure({ estimate, price: vehicle.price, quotable, interest: bounds.interest.initial }, formatPrice) : null;
  // A locked rate or a running offer is the dealer's stated rate: no quote at another rate beside it.
  const statesRate = dealerStatesRate(bounds.interest.locked, offerEnds);
  const askQuote = asksForQuote(figure, statesRate);
  const ld = vehicleJsonLd({ vehicle, title, url, origin, sellerName: site.name, location, available });

  return (
    <FinanceFigureProvider slug={vehicle.slug} price={vehicle.price} figure={figure} askQuote={askQuote}>
    <div className="container-page py-6 md:py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(ld) }} />
      {breadcrumbs}
      {awayFromPrimary && (
        <div className="mt-4">
          <LocationAnnouncement city={location.address.city} directionsHref={directions(location.address)} />
        </div>
      )}

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-3">
          <VehicleMedia vehicle={vehicle} title={title} viewer={site.features} />
          <HostedSpinViewer vehicle={vehicle} title={title} />
          {available && (
            <LeadModal kind="request-photos" carName={title} contactHref={contactHref('request-photos')} form={forms?.requestPhotos} trigger="Request Photos"
              triggerClassName="link-action" />
          )}
        </div>
        <VehicleSidebar site={site} vehicle={vehicle} title={title} price={price} available={available} estimate={estimate} financeHref={financeHref} phone={phone} contactHref={contactHref} forms={forms} claims={claims} tag={tag} offerEnds={offerEnds} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-10 *:render-when-near">
          <VehicleTabs tabs={tabPanels(site, vehicle, claims, buttons.includes('reserve'), texts)} />
          <KeyInformation rows={keyInformationRows(vehicle, now, site.features.showUnregistered, siteTimeZone(site))} />
          <SpecTable id="vehicle-details" title={`${label} Details`} rows={detailRows(vehicle, siteTimeZone(site))} />
          {vehicle.item_type === 'caravan' && <SpecTable id="caravan-specs" title="Caravan Specifications" rows={caravanRows(vehicle)} />}
          <SpecTable id="variant-specs" title="Specifications" rows={variantRows(vehicle)} />
          <StandardEquipment items={vehicle.standard_equipment} />
        </div>
        <div className="space-y-6 *:render-when-near">
          {available && <FinanceCalculator bounds={bounds} financeHref={financeHref} disclaimer={site.legal.financeDisclaimer} offerEnds={offerEnds} quoteSlug={quotable && !statesRate ? vehicle.slug : null} />}
          {priceCheck && <PriceComparison slug={vehicle.slug} />}
          {available && site.features.deliveryCalculator && <DeliveryCalculator slug={vehicle.slug} />}
          {available && vehicle.item_type !== 'caravan' && showFuelCalculator(vehicle.fuel ?? vehicle.simple_fuel) && (
            <FuelCalculator economy={defaultEconomy(vehicle.variant?.fuelconsumptioncombined)} />
          )}
          {buttons.includes('share') && <ShareBar url={url} title={title} hideTwitter={site.features.hideTwitterShare} />}
        </div>
      </div>

      <ViewedCarRecorder car={{ id: vehicle.id, stocknum: vehicle.stocknum, make: vehicle.make, model: vehicle.model, body: vehicle.body, simple_body: vehicle.simple_body, slug: vehicle.slug, name: title, image: vehicle.images[0]?.url ?? null }} />
      <div className="mt-12 space-y-12 *:render-when-near">
        {similar}
        <LazyRecentlyViewed exceptId={vehicle.id} />
        {location && (
          <div className="max-w-xl">
            <VehicleLocation location={location} />
          </div>
        )}
        <CallDealer phone={phone?.display ?? null} tel={phone?.tel ?? null} name={location?.name ?? site.name} />
        <VehicleFaq faqs={texts.faqs} />
        <FeatureBanner />
        <Disclaimer text={site.legal.disclaimer} />
      </div>

      {available && (
        <StickyBar
          mode={site.features.stickyHeader ? 'header' : 'bar'}
          image={vehicle.images[0]?.url ?? null}
          name={title}
          subtitle={[vehicle.trans ?? vehicle.simple_transmission, bodyText(vehicle)].filter(Boolean).join(' · ')}
          price={price.text}
          priceType={price.kind === 'price' ? price.priceType : null}
          financeHref={buttons.includes('finance') ? financeHref : null}
          tradeInHref={buttons.includes('tradeIn') ? `/cars/trade-in?car_id=${vehicle.id}` : null}
          save={site.features.watchlist ? <WatchlistSaveButton carId={vehicle.id} sold={false} compact /> : undefined}
        />
      )}
    </div>
    </FinanceFigureProvider>
  );
}
