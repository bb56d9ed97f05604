import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { VehiclePageView } from '@/vehicle-page/vehicle-page-view';
import type { Vehicle } from '@/vehicles/vehicle';
import { leadTestSite } from '../../../tests/support/lead-fixtures';
import { vehicleRow } from '../../../tests/support/vehicle-fixture';

// The islands below the fold and the deferred ones are next/dynamic chunks, which a render outside Next leaves empty:
// the test renders the modules themselves, as the server does.
vi.mock('./islands/below-fold-islands', async () => ({
  DeliveryCalculator: (await import('./islands/delivery-calculator')).DeliveryCalculator,
  FinanceCalculator: (await import('./islands/finance-calculator')).FinanceCalculator,
  FuelCalculator: (await import('./islands/fuel-calculator')).FuelCalculator,
  LocationAnnouncement: (await import('./islands/location-announcement')).LocationAnnouncement,
  PriceComparison: (await import('./islands/price-comparison')).PriceComparison,
  ShareBar: (await import('./islands/share-bar')).ShareBar,
  StickyBar: (await import('./islands/sticky-bar')).StickyBar,
}));
vi.mock('./gallery/lazy-spin-viewer', async () => ({ SpinViewer: (await import('./gallery/spin-viewer')).SpinViewer }));
vi.mock('./islands/deferred-islands', async () => ({
  WatchlistSaveButton: (await import('@/identity/components/watchlist-save-button')).WatchlistSaveButton,
  ViewCounter: (await import('./islands/view-counter')).ViewCounter,
  ...(await import('./islands/late-hydrating-buttons')),
}));

/**
 * SPEC 6: inside a group site a car follows its own dealership's settings. The group's page of a
 * car offers that dealership's buttons and leaves the finance estimate out where the dealership is
 * listed as excluded; a sister dealership's car keeps the group's own.
 */
const base = leadTestSite({ slug: 'alpha', template: 'dealerGroup', dealershipSlugs: ['north', 'south'] });
const site: SiteConfig = {
  ...base,
  features: { ...base.features, financeEstimate: true },
  buttons: { card: ['viewDetails'], vehicle: ['enquire', 'testDrive', 'tradeIn', 'finance'] },
  dealerships: [{ dealershipSlug: 'north', hidden: false, financeEstimateExcluded: true, cardButtons: [], vehicleButtons: ['enquire', 'call'] } as SiteConfig['dealerships'][number]],
};

/** The car as the database hands it back (JSON columns parsed, nullable columns null). */
const car = (id: number, dealershipSlug: string): Vehicle => {
  const row = vehicleRow({ id, site_slug: 'alpha', dealership_slug: dealershipSlug, price: 32990 });
  return { ...row, images: JSON.parse(String(row.images)), standard_equipment: JSON.parse(String(row.standard_equipment)), features: JSON.parse(String(row.features)), price: 32990 } as unknown as Vehicle;
};
const cars: Record<number, Vehicle> = { 7101: car(7101, 'north'), 7102: car(7102, 'south') };

function page(id: number): string {
  const vehicle = cars[id]!;
  const html = renderToStaticMarkup(
    <VehiclePageView site={site} data={{ vehicle, visibility: 'available', location: null, primaryLocation: null }}
      title={vehicle.name} origin="https://alpha.example" forms={null} breadcrumbs={null} similar={null} offerEnds={null} />,
  );
  return html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The side column: from the car's title to the tabs below the photos. */
const sidebarOf = (text: string) => text.slice(text.indexOf('HiLux SR5'), text.indexOf('Dealer Comments'));

describe('a group site car on its vehicle page (SPEC 6 per-dealership settings)', () => {
  it("offers its own dealership's button set, not the group's", () => {
    const sidebar = sidebarOf(page(7101));
    expect(sidebar).toContain('Enquire Now');
    expect(sidebar).toContain('Show number');
    for (const button of ['Book a Test Drive', 'Trade-In Valuation', 'Get Finance']) expect(sidebar).not.toContain(button);
    // Nor does the sticky bar that follows the shopper down the page offer what the set leaves out.
    for (const button of ['Trade-In Valuation', 'Get Finance']) expect(page(7101)).not.toContain(button);
  });

  it('states no finance estimate where its dealership is listed as excluded', () => {
    const text = page(7101);
    expect(sidebarOf(text)).not.toMatch(/per week/);
    expect(text).not.toContain('Estimate at 8.5% p.a.');
  });

  it("a sister dealership's car keeps the group's buttons and its estimate", () => {
    const text = page(7102);
    const sidebar = sidebarOf(text);
    for (const button of ['Enquire Now', 'Book a Test Drive', 'Trade-In Valuation', 'Get Finance']) expect(sidebar).toContain(button);
    expect(text.match(/Get Finance/g)?.length, 'the sidebar and the sticky bar').toBe(2);
    expect(sidebar).toContain('$109.69 per week');
    expect(text).toContain('Estimate at 8.5% p.a.');
  });
});
