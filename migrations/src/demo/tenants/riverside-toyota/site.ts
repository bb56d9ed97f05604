import { locationId } from '../../content/place-documents';
import { keyedReference, links } from '../../content/sanity-fields';
import { riversideVehiclePage } from '../vehicle-page-texts';
import { features, financeDisclaimer, financeOfferEnds, footerColumns, legalDisclaimer, nav, siteFilter, social } from '../site-parts';
import type { TenantContext } from '../tenant-types';
import { riversideLocationOrder } from './places';

export const riversideTheme = { primary: '#c8102e', primaryForeground: '#ffffff', accent: '#1a1a1a', accentForeground: '#ffffff' };

const model = (label: string, slug: string) => ({ label, href: `/search/toyota/${slug}` });

export function riversideSite(context: TenantContext): Record<string, unknown> {
  const modelColumn = (key: string, title: string, list: ReturnType<typeof model>[]) => ({
    _key: key, title, links: list.map((item, index) => ({ _key: `${key}${index + 1}`, ...item })),
  });
  return {
    name: 'Riverside Toyota',
    domains: ['www.riversidetoyota.com.au'],
    template: 'manufacturerFranchise',
    tagline: "Brisbane's western suburbs Toyota dealer: new, demo, certified pre-owned and service.",
    logo: {
      text: 'Riverside Toyota',
      mark: 'RT',
      image: context.image('logo-riverside-toyota', { kind: 'logo', text: 'Riverside Toyota', mark: 'RT', primary: riversideTheme.primary, foreground: riversideTheme.primaryForeground }, 'Riverside Toyota'),
    },
    colours: riversideTheme,
    phones: { sales: '07 5550 2100', service: '07 5550 2101', parts: '07 5550 2102' },
    email: 'sales@riversidetoyota.com.au',
    address: context.address,
    social: social('riversidetoyota'),
    dealershipSlugs: ['riverside-toyota'],
    locationOrder: riversideLocationOrder.map((slug, index) => keyedReference(locationId(slug), `order${index + 1}`)),
    carTypes: ['new', 'demo', 'used'],
    itemTypes: ['car'],
    features: features({
      deliveryCalculator: true, chat: true, checkout: true, homeTestDrive: true, certifiedPreOwned: true, electricTag: true,
      showPhoneImmediately: true, hideTwitterShare: true,
      // SPEC 4: on this site only used cars with a price and photos can be compared or favourited.
      shortlistCondition: 'usedPricedWithImages',
    }),
    plugins: { autogauge: false, carAnalysis: false, autograb: false, redbook: true },
    routes: { usedCarPrefix: null, checkoutPath: 'buy-online', refreshPath: '/special-offers' },
    gatedRoutes: ['/finance-and-insurance', '/online-payment', '/personalised/finance'],
    buttons: {
      card: ['viewDetails', 'getFinance', 'reserveNow'],
      vehicle: ['enquire', 'testDrive', 'reserve', 'finance', 'call', 'tradeIn', 'share', 'save', 'print', 'location'],
    },
    finance: {
      provider: 'Toyota Finance', interestLocked: false, amountMin: 5000, amountMax: 150000, termMax: 5,
      interestMin: 5.99, interestMax: 15.99, defaultInterest: 6.29, defaultTermYears: 5,
      // The manufacturer's 6.29% p.a. offer runs to a date; the other sites advertise standing rates.
      offerEnds: financeOfferEnds(context.referenceDate),
    },
    search: {
      baseFilter: siteFilter('riverside-toyota'),
      searchFilters: null,
      searchCategories: ['New Toyota', 'Demo', 'Certified Pre-Owned', 'Used'],
      includeSoldCarsDays: 7,
      pageSize: 21,
      similarPageSize: 6,
      noPriceText: 'Call for price',
      excludeZeroPriceOnPriceAsc: false,
      promoPositions: [9],
    },
    header: {
      nav: nav([
        ['New Vehicles', '/search/new-cars', [['HiLux', '/search/toyota/hilux'], ['RAV4', '/search/toyota/rav4'], ['Corolla', '/search/toyota/corolla'], ['LandCruiser 300', '/search/toyota/landcruiser-300'], ['Hybrid and electric', '/search/new-cars?fuel=Hybrid']]],
        ['Demo Vehicles', '/search/demo-cars'],
        ['Used Vehicles', '/search/used-cars', [['Certified Pre-Owned', '/pages/certified-pre-owned'], ['All used vehicles', '/search/used-cars']]],
        ['Service', '/service', [['Book a service', '/pages/book-a-service'], ['Capped price servicing', '/capped-price-servicing'], ['Roadside assist', '/roadside-assist']]],
        ['Parts', '/vehicle-parts-and-accessories', [['Parts search', '/parts/search'], ['HiLux accessories', '/hilux/accessories']]],
        ['Finance', '/finance-and-insurance'],
        ['Contact', '/contact'],
      ]),
      ctas: links('hcta', [['Book a Service', '/pages/book-a-service'], ['Buy Online', '/search/new-cars']]),
    },
    megaMenu: {
      title: 'The Toyota Range',
      columns: [
        modelColumn('cars', 'Cars', [model('Corolla', 'corolla'), model('Camry', 'camry'), model('GR86', 'gr86'), model('GR Yaris', 'gr-yaris')]),
        modelColumn('suvs', 'SUVs', [model('Yaris Cross', 'yaris-cross'), model('Corolla Cross', 'corolla-cross'), model('RAV4', 'rav4'), model('Kluger', 'kluger'), model('Prado', 'prado'), model('LandCruiser 300', 'landcruiser-300'), model('bZ4X', 'bz4x')]),
        modelColumn('work', 'Utes and Vans', [model('HiLux', 'hilux'), model('LandCruiser 70', 'landcruiser-70'), model('HiAce', 'hiace')]),
        { _key: 'brand', title: 'Toyota', links: [{ _key: 'brand1', label: 'Toyota Overview', href: '/toyota/overview', logo: context.brandLogo('Toyota') }] },
      ],
    },
    footer: {
      columns: footerColumns([
        ['Vehicles', [['New Toyota', '/search/new-cars'], ['Demo', '/search/demo-cars'], ['Certified Pre-Owned', '/pages/certified-pre-owned'], ['Used', '/search/used-cars']]],
        ['Ownership', [['Book a service', '/pages/book-a-service'], ['Capped price servicing', '/capped-price-servicing'], ['Parts and accessories', '/vehicle-parts-and-accessories'], ['Warranty', '/warranty']]],
        ['Riverside Toyota', [['About us', '/about-us'], ['Contact', '/contact'], ['Careers', '/careers'], ['Privacy policy', '/privacy-policy'], ['Terms and conditions', '/terms-and-conditions']]],
      ]),
      legal: '© Riverside Toyota Pty Ltd ABN 71 112 603 459. Queensland motor dealer licence 3100521. Toyota and the Toyota logo are trademarks of Toyota Motor Corporation used under licence.',
    },
    legal: {
      disclaimer: legalDisclaimer('Riverside Toyota'),
      financeDisclaimer: financeDisclaimer('Toyota Finance, a division of Toyota Finance Australia Limited (ABN 48 002 435 181, AFSL and Australian Credit Licence 392536)', 'Example: 6.29% p.a. (comparison rate 8.19% p.a.) on a secured consumer loan of $30,000 over a 5-year term.'),
    },
    warrantyBullets: [
      'Toyota Warranty Advantage: 5 years, unlimited kilometres on new vehicles',
      'Engine and driveline cover extended to 7 years with on-time logbook servicing',
      'Toyota Certified Pre-Owned: 160-point inspection and a 2-year Toyota warranty',
      'Toyota Service Advantage capped price servicing',
      'Hybrid battery warranty up to 10 years with an annual health check',
    ],
    forms: { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false },
    vehiclePage: riversideVehiclePage,
    claims: {
      deposit: { amount: 200, holdHours: 48 },
      moneyBack: null,
      communityProgram: null,
      warrantyYears: 3,
    },
    analytics: { gaId: null },
    announcement: null,
  };
}
