import type { TileMotif } from '../artwork/art-types';
import type { TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { modelId } from './directory-documents';
import { promoWindow } from './promo-window';
import { reference } from './sanity-fields';

type Doc = { _id: string; _type: string } & Record<string, unknown>;

type OfferSpec = {
  key: string;
  title: string;
  categories: string[];
  summary: string;
  price?: number;
  priceLabel?: string;
  /** Validity in days from the reference date; `end` null is a standing offer. */
  start: number;
  end: number | null;
  motif: TileMotif;
  terms: string;
  href?: string;
  /** [make, model] of a directory model of the tenant; the button then goes to its stock. */
  model?: readonly [string, string];
};

const DRIVE_AWAY_TERMS = 'Drive-away price includes registration, CTP and dealer delivery. Offer available on new vehicles ordered and delivered during the offer period, while stocks last. Not available with any other offer. Fleet, government and rental buyers excluded.';
const FINANCE_TERMS = 'Finance to approved applicants only; fees, charges and lending criteria apply. Comparison rate is calculated on a secured consumer loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the example given and may not include all fees and charges.';
const SERVICE_TERMS = 'Bookings essential. Price applies to standard logbook servicing of passenger vehicles; additional parts and labour are quoted before work begins.';

/** Offers of each demo tenant, written as its marketing team would. One per tenant has expired. */
const OFFERS: Record<string, OfferSpec[]> = {
  'riverside-toyota': [
    { key: 'rav4-hybrid', title: 'RAV4 GX Hybrid from $44,990 drive away', categories: ['new-car-offers'], summary: 'Australia\'s favourite hybrid SUV with a full tank, tinted windows and floor mats included.', price: 44990, priceLabel: 'Drive Away', start: -10, end: 40, motif: 'ev', terms: DRIVE_AWAY_TERMS, model: ['Toyota', 'RAV4'] },
    { key: 'hilux-sr5', title: 'HiLux SR5 with a free tub liner and tow pack', categories: ['new-car-offers', 'accessories'], summary: 'Order a new HiLux SR5 this month and we fit a tub liner and genuine tow pack at no charge.', price: 64990, priceLabel: 'Drive Away', start: -5, end: 25, motif: 'offer', terms: DRIVE_AWAY_TERMS, model: ['Toyota', 'HiLux'] },
    { key: 'toyota-finance', title: '3.99% p.a. finance on Corolla Cross', categories: ['finance', 'new-car-offers'], summary: 'Low-rate Toyota Finance on new Corolla Cross hybrids (comparison rate 5.49% p.a.).', start: -20, end: 30, motif: 'finance', terms: FINANCE_TERMS, model: ['Toyota', 'Corolla Cross'] },
    { key: 'certified', title: 'Certified pre-owned Toyotas with 2 years warranty', categories: ['used-car-offers'], summary: 'Every certified pre-owned Toyota passes a 160-point inspection and comes with roadside assist.', start: -60, end: null, motif: 'warranty', terms: 'Applies to Toyota Certified Pre-Owned vehicles under 6 years old and under 140,000 km.', href: '/search/used-cars' },
    { key: 'capped-service', title: 'Capped price servicing from $250', categories: ['service'], summary: 'Genuine parts and Toyota-trained technicians; free wash and vacuum with every service.', price: 250, priceLabel: 'per service', start: -90, end: null, motif: 'service', terms: SERVICE_TERMS, href: '/service' },
    { key: 'eofy-2025', title: 'EOFY demo clearance', categories: ['new-car-offers'], summary: 'End of financial year clearance on demonstrators.', price: 39990, priceLabel: 'Drive Away', start: -160, end: -130, motif: 'offer', terms: DRIVE_AWAY_TERMS, href: '/search/demo-cars' },
  ],
  'metro-motor-group': [
    { key: 'cx5-runout', title: 'Mazda CX-5 Maxx Sport runout from $39,990', categories: ['new-car-offers'], summary: 'Plated runout stock across Metro Mazda with five years unlimited kilometre warranty.', price: 39990, priceLabel: 'Drive Away', start: -7, end: 21, motif: 'offer', terms: DRIVE_AWAY_TERMS, model: ['Mazda', 'CX-5'] },
    { key: 'tucson-bonus', title: 'Hyundai Tucson with $1,500 factory bonus', categories: ['new-car-offers'], summary: 'A $1,500 factory bonus on every new Tucson ordered before the end of the month.', price: 42500, priceLabel: 'Drive Away', start: -3, end: 27, motif: 'offer', terms: DRIVE_AWAY_TERMS, model: ['Hyundai', 'Tucson'] },
    { key: 'sportage-finance', title: 'Kia Sportage at 4.99% p.a.', categories: ['finance', 'new-car-offers'], summary: 'Low-rate finance on new Sportage S and SX (comparison rate 6.31% p.a.).', start: -14, end: 16, motif: 'finance', terms: FINANCE_TERMS, model: ['Kia', 'Sportage'] },
    { key: 'ranger-canopy', title: 'Ford Ranger XLT with a free canopy', categories: ['new-car-offers', 'accessories'], summary: 'Buy a new Ranger XLT and drive away with a colour-coded canopy fitted.', price: 68990, priceLabel: 'Drive Away', start: -2, end: 45, motif: 'trade', terms: DRIVE_AWAY_TERMS, model: ['Ford', 'Ranger'] },
    { key: 'used-warranty', title: '3 years warranty on used cars under 7 years', categories: ['used-car-offers'], summary: 'Our used cars come with a 3-year warranty and 14-day, 500 km money-back guarantee.', start: -120, end: null, motif: 'warranty', terms: 'Warranty applies to used passenger cars under 7 years old and under 150,000 km. Money-back guarantee: 14 days and 500 km.', href: '/search/used-cars' },
    { key: 'service-loan-car', title: 'Logbook service from $289 with a free loan car', categories: ['service'], summary: 'Book a logbook service at any Metro service centre and keep moving with a free loan car.', price: 289, priceLabel: 'per service', start: -45, end: 60, motif: 'service', terms: SERVICE_TERMS, href: '/pages/book-a-service' },
    { key: 'motorcycle-gear', title: '$500 riding gear voucher with any new Yamaha', categories: ['accessories'], summary: 'Helmets, jackets and gloves from our accessories store, on us.', price: 500, priceLabel: 'voucher', start: -10, end: 20, motif: 'motorcycle', terms: 'Voucher redeemable in store within 60 days of delivery; no cash value.', model: ['Yamaha', 'MT-07'] },
    { key: 'truck-finance', title: 'Isuzu N Series: no repayments for 90 days', categories: ['finance'], summary: 'Get your business moving now and start repayments in three months.', start: -30, end: 30, motif: 'truck', terms: FINANCE_TERMS, href: '/finance' },
    { key: 'spring-sale', title: 'Spring sale on SUVs', categories: ['new-car-offers'], summary: 'Spring sale prices on selected SUVs.', price: 35990, priceLabel: 'Drive Away', start: -100, end: -70, motif: 'offer', terms: DRIVE_AWAY_TERMS, href: '/search/new-cars' },
  ],
  'valley-used-cars': [
    { key: 'money-back', title: '48-hour money-back guarantee on every car', categories: ['used-car-offers'], summary: 'Changed your mind? Bring it back within 48 hours for a full refund.', start: -200, end: null, motif: 'warranty', terms: 'Vehicle must be returned in the condition sold, with under 300 km added.', href: '/search/used-cars' },
    { key: 'under-15k', title: 'First cars under $15,000', categories: ['used-car-offers'], summary: 'Roadworthy, serviced first cars with a fresh safety certificate.', price: 15000, priceLabel: 'or less', start: -20, end: 40, motif: 'offer', terms: 'Prices exclude government charges. Safety certificate included.', href: '/search/used-cars?price=0:15000' },
    { key: 'finance-approval', title: 'Finance pre-approval in 60 seconds', categories: ['finance'], summary: 'Check your borrowing power without affecting your credit score.', start: -50, end: 50, motif: 'finance', terms: FINANCE_TERMS, href: '/finance' },
    { key: 'reserve-online', title: 'Reserve online for $200', categories: ['used-car-offers'], summary: 'Hold any car for 48 hours with a fully refundable $200 deposit.', price: 200, priceLabel: 'deposit', start: -100, end: null, motif: 'reserve', terms: 'Deposit is 100% refundable. Hold lasts 48 hours.', href: '/search/used-cars' },
    { key: 'trade-bonus', title: '$1,000 above trade value', categories: ['used-car-offers'], summary: 'We add $1,000 to your trade-in valuation when you upgrade this month.', price: 1000, priceLabel: 'bonus', start: -4, end: 26, motif: 'trade', terms: 'Applies to trade-ins against a used car over $20,000. One per customer.', href: '/trade-in' },
    { key: 'winter-service', title: 'Winter safety check', categories: ['service'], summary: 'Winter safety check.', price: 49, start: -150, end: -90, motif: 'service', terms: SERVICE_TERMS, href: '/service' },
  ],
  'outback-rv-and-moto': [
    { key: 'jayco-journey', title: 'Jayco Journey Outback with a solar pack', categories: ['new-car-offers', 'accessories'], summary: 'A 200 W solar pack and lithium battery fitted to every new Journey Outback.', price: 89990, priceLabel: 'Drive Away', start: -12, end: 30, motif: 'caravan', terms: 'Offer on new stock caravans ordered during the offer period. Accessories fitted before delivery.', model: ['Jayco', 'Journey'] },
    { key: 'tenere-700', title: 'Yamaha Tenere 700 from $18,999 ride away', categories: ['new-car-offers'], summary: 'The adventure bike for the long way round, with a free first service.', price: 18999, priceLabel: 'Ride Away', start: -6, end: 24, motif: 'motorcycle', terms: 'Ride-away price includes 12 months registration and CTP.', model: ['Yamaha', 'Tenere 700'] },
    { key: 'rv-finance', title: 'Caravan finance at 6.99% p.a.', categories: ['finance'], summary: 'Low-rate finance on new and used caravans (comparison rate 7.85% p.a.).', start: -30, end: 60, motif: 'finance', terms: FINANCE_TERMS, href: '/finance' },
    { key: 'pre-trip', title: 'Pre-trip caravan service $349', categories: ['service'], summary: 'Wheel bearings, brakes, gas and electrical checked before your big lap.', price: 349, priceLabel: 'per service', start: -40, end: 80, motif: 'service', terms: SERVICE_TERMS, href: '/service' },
    { key: 'used-vans', title: 'Used caravans with a 12-month warranty', categories: ['used-car-offers'], summary: 'Every used caravan inspected, serviced and covered for 12 months.', start: -90, end: null, motif: 'caravan', terms: 'Warranty covers structural, chassis and electrical faults.', href: '/search/used-cars' },
    { key: 'easter-show', title: 'Easter caravan show specials', categories: ['new-car-offers'], summary: 'Caravan show specials.', price: 79990, priceLabel: 'Drive Away', start: -240, end: -200, motif: 'caravan', terms: 'Show specials.', href: '/search/new-cars' },
  ],
};

/** The offers of a tenant (SPEC.md 2: /special-offers), valid from and until Brisbane days around the reference date. */
export function offerDocuments(tenant: TenantDefinition, context: TenantContext): Doc[] {
  const { primary, accent } = tenant.theme;
  return (OFFERS[tenant.slug] ?? []).map((spec) => {
    const window = promoWindow(context.referenceDate, spec.start, spec.end ?? spec.start);
    return {
      _id: `offer-${tenant.slug}-${spec.key}`,
      _type: 'offer',
      title: spec.title,
      site: reference(context.siteId),
      categories: spec.categories,
      summary: spec.summary,
      ...(spec.price === undefined ? {} : { price: spec.price }),
      ...(spec.priceLabel ? { priceLabel: spec.priceLabel } : {}),
      validFrom: window.start,
      ...(spec.end === null ? {} : { validUntil: window.expiry }),
      image: context.image(`offer-${tenant.slug}-${spec.motif}`, { kind: 'tile', motif: spec.motif, primary, accent }, spec.title),
      terms: spec.terms,
      ...(spec.href ? { href: spec.href } : {}),
      ...(spec.model ? { model: reference(modelId(tenant.slug, spec.model[0], spec.model[1])) } : {}),
    };
  });
}
