import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import { generateDemo, type DemoData } from './generate';
import { demoTenants } from './tenants';
import { isValidVin } from './vehicles/identifiers';

const referenceDate = new Date('2025-11-21T00:00:00Z');
const hash = (data: DemoData) => createHash('sha256').update(JSON.stringify(data)).digest('hex');

let demo: DemoData;
beforeAll(() => {
  demo = generateDemo({ seed: 42, referenceDate });
});

const vehiclesOf = (site: string) => demo.vehicles.filter((vehicle) => vehicle.site_slug === site);

describe('generateDemo determinism', () => {
  it('gives byte-identical output for the same seed and date, and different output for another seed', () => {
    expect(hash(generateDemo({ seed: 42, referenceDate }))).toBe(hash(demo));
    expect(hash(generateDemo({ seed: 43, referenceDate }))).not.toBe(hash(demo));
  });

  it('moves relative dates with the reference date', () => {
    const later = generateDemo({ seed: 42, referenceDate: new Date('2026-03-02T00:00:00Z') });
    expect(later.vehicles[0]?.created_at).not.toBe(demo.vehicles[0]?.created_at);
  });
});

describe('generated vehicles', () => {
  it('has at least 3,000 vehicles across the four tenants, each with a good share', () => {
    expect(demo.vehicles.length).toBeGreaterThanOrEqual(3000);
    for (const tenant of demoTenants) expect(vehiclesOf(tenant.slug).length).toBeGreaterThanOrEqual(400);
  });

  it('has ids unique across tenants, and slugs and stock numbers unique per site', () => {
    expect(new Set(demo.vehicles.map((v) => v.id)).size).toBe(demo.vehicles.length);
    for (const tenant of demoTenants) {
      const stock = vehiclesOf(tenant.slug);
      expect(new Set(stock.map((v) => v.slug)).size).toBe(stock.length);
      expect(new Set(stock.map((v) => v.stocknum)).size).toBe(stock.length);
    }
  });

  it('writes slugs and names the way listings show them', () => {
    for (const vehicle of demo.vehicles) {
      expect(vehicle.slug).toMatch(/^\d{4}-[a-z0-9-]+-\d+$/);
      expect(vehicle.slug.endsWith(`-${vehicle.id}`)).toBe(true);
      expect(vehicle.name.startsWith(`${vehicle.year} ${vehicle.make} ${vehicle.model}`)).toBe(true);
    }
  });

  it('gives valid 17-character VINs without I, O or Q, unique per vehicle', () => {
    const vins = demo.vehicles.flatMap((v) => (v.vin ? [v.vin] : []));
    expect(vins.length).toBeGreaterThan(demo.vehicles.length * 0.95);
    for (const vin of vins) expect(isValidVin(vin), vin).toBe(true);
    expect(new Set(vins).size).toBe(vins.length);
  });

  it.each(demoTenants.map((t) => [t.slug, t.soldWindowDays] as const))('%s mixes in-stock, coming-soon and sold inside and outside its %i-day window', (site, days) => {
    const stock = vehiclesOf(site);
    const windowStart = referenceDate.getTime() - days * DAY_MS;
    const sold = stock.filter((v) => v.status === 'sold');
    expect(stock.filter((v) => v.status === 'in_stock').length).toBeGreaterThan(stock.length * 0.6);
    expect(stock.some((v) => v.status === 'coming_soon')).toBe(true);
    expect(sold.every((v) => v.sold_date !== null && Date.parse(v.sold_date) < referenceDate.getTime())).toBe(true);
    expect(sold.filter((v) => Date.parse(v.sold_date as string) >= windowStart).length).toBeGreaterThan(3);
    expect(sold.filter((v) => Date.parse(v.sold_date as string) < windowStart).length).toBeGreaterThan(3);
    expect(stock.some((v) => !v.show_on_dealer_website)).toBe(true);
    expect(stock.filter((v) => referenceDate.getTime() - Date.parse(v.created_at) < 8 * DAY_MS).length).toBeGreaterThan(5);
  });

  it('keeps sold windows meaningful: recently sold cars were sold at most a day before the window edge', () => {
    const riverside = vehiclesOf('riverside-toyota').filter((v) => v.status === 'sold');
    expect(riverside.some((v) => referenceDate.getTime() - Date.parse(v.sold_date as string) > 3 * DAY_MS && referenceDate.getTime() - Date.parse(v.sold_date as string) < 7 * DAY_MS)).toBe(true);
  });

  it('sells only used cars on the used-only tenant, with online reserve on most', () => {
    const valley = vehiclesOf('valley-used-cars');
    expect(valley.every((v) => v.car_type === 'used' && v.item_type === 'car')).toBe(true);
    const reservable = valley.filter((v) => v.checkout_enabled);
    expect(reservable.length).toBeGreaterThan(valley.length * 0.4);
    expect(reservable.filter((v) => v.reserve_amount === 200).length).toBeGreaterThan(reservable.length / 2);
    expect(reservable.some((v) => v.reserve_amount === 0 || v.reserve_amount === null)).toBe(true);
  });

  it('has caravans only on the caravan tenant, each with caravan specifications', () => {
    const caravans = demo.vehicles.filter((v) => v.item_type === 'caravan');
    expect(caravans.length).toBeGreaterThan(100);
    for (const caravan of caravans) {
      expect(caravan.site_slug).toBe('outback-rv-and-moto');
      expect(caravan.caravan_specs).toMatchObject({ body_width: expect.any(Number), body_length: expect.any(Number), tare_weight: expect.any(Number), aggregate_trailer_mass: expect.any(Number), sleeps: expect.any(Number) });
      expect(['Single', 'Tandem']).toContain(caravan.caravan_specs?.axle_type);
    }
    expect(demo.vehicles.filter((v) => v.item_type !== 'caravan').every((v) => v.caravan_specs === null)).toBe(true);
  });

  it('gives the group cars, motorcycles and trucks, and the franchise certified used Toyotas', () => {
    expect(new Set(vehiclesOf('metro-motor-group').map((v) => v.item_type))).toEqual(new Set(['car', 'motorcycle', 'truck']));
    const certified = demo.vehicles.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(20);
    expect(certified.every((v) => v.site_slug === 'riverside-toyota' && v.make === 'Toyota' && v.car_type === 'used')).toBe(true);
    expect(new Set(vehiclesOf('riverside-toyota').filter((v) => v.car_type !== 'used').map((v) => v.make))).toEqual(new Set(['Toyota']));
  });

  it('covers the pricing cases a shopper sees', () => {
    const v = demo.vehicles;
    expect(v.some((x) => x.before_price !== null && x.price !== null && x.before_price > x.price)).toBe(true);
    expect(v.filter((x) => x.before_price !== null).every((x) => x.price !== null && x.price > 0)).toBe(true);
    expect(v.some((x) => x.price === 0)).toBe(true);
    expect(v.some((x) => x.price === null)).toBe(true);
    expect(v.some((x) => x.subscription_price !== null)).toBe(true);
    expect(v.some((x) => x.preorder)).toBe(true);
    expect(v.filter((x) => x.price !== null && x.price > 0).every((x) => x.price! >= 2000 && x.price! < 250_000)).toBe(true);
  });

  it('covers tags, media, comments and finance data', () => {
    const v = demo.vehicles;
    for (const tag of ['Test Drive Only', 'Just Arrived', 'Low Kms', 'One Owner']) expect(v.some((x) => x.tag === tag), tag).toBe(true);
    expect(v.some((x) => x.reserved)).toBe(true);
    expect(v.filter((x) => x.images.length >= 4).length).toBeGreaterThan(v.length * 0.75);
    expect(v.some((x) => x.images.length > 0 && x.images.length < 4)).toBe(true);
    expect(v.some((x) => x.images.length === 0)).toBe(true);
    expect(v.every((x) => x.images.every((image) => image.url.startsWith('/demo-stock/') && image.thumb.url === image.url))).toBe(true);
    expect(v.some((x) => x.video_url?.startsWith('https://www.youtube.com/embed/'))).toBe(true);
    expect(v.some((x) => x.spin_images && x.spin_images.length > 4)).toBe(true);
    expect(v.some((x) => x.file !== null)).toBe(true);
    expect(v.some((x) => (x.dealercomments?.length ?? 0) > 400)).toBe(true);
    expect(v.some((x) => !x.dealercomments)).toBe(true);
    expect(v.some((x) => x.features.length > 0) && v.some((x) => x.features.length === 0)).toBe(true);
    expect(v.some((x) => x.autograb_data !== null)).toBe(true);
    const lenders = v.flatMap((x) => Object.values(x.finance_lenders ?? {}));
    expect(lenders.length).toBeGreaterThan(500);
    for (const lender of lenders) {
      expect(lender.termMonths).toBe(60);
      expect(lender.paymentWeek).toBeGreaterThan(0);
      expect(lender.paymentMonth).toBeCloseTo((lender.paymentWeek * 52) / 12, 0);
    }
    expect(lenders.some((lender) => lender.comparisonRate === null)).toBe(true);
  });

  it('registers used cars with future and past expiry and leaves new cars unregistered', () => {
    const ref = referenceDate.toISOString().slice(0, 10);
    const used = demo.vehicles.filter((v) => v.car_type === 'used' && v.rego_expiry);
    expect(used.some((v) => (v.rego_expiry as string) > ref)).toBe(true);
    expect(used.some((v) => (v.rego_expiry as string) < ref)).toBe(true);
    expect(demo.vehicles.filter((v) => v.car_type === 'new').every((v) => v.regplate === null && v.rego_expiry === null)).toBe(true);
  });

  it('places every vehicle at a visible sales location of its own dealership', () => {
    const locations = new Map(demo.documents.filter((d) => d._type === 'location').map((d) => [(d.slug as { current: string }).current, d]));
    for (const vehicle of demo.vehicles) {
      const location = locations.get(vehicle.location_slug);
      expect(location?.dealershipSlug).toBe(vehicle.dealership_slug);
      expect(location?.locationType).toBe('sales');
      expect(location?.visible).toBe(true);
    }
  });
});
