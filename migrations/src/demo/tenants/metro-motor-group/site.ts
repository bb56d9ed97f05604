import { links } from '../../content/sanity-fields';
import { metroVehiclePage } from '../vehicle-page-texts';
import { features, financeDisclaimer, footerColumns, legalDisclaimer, nav, siteFilter, social, standardExample } from '../site-parts';
import type { TenantContext } from '../tenant-types';
import { metroDealerships, metroHiddenDealerships } from './places';

export const metroTheme = { primary: '#0b3d91', primaryForeground: '#ffffff', accent: '#f2a900', accentForeground: '#111111' };

const carBrands = ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford'];
const bikeBrands = ['Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson'];
const truckBrands = ['Isuzu', 'Hino', 'Fuso'];

export function metroSite(context: TenantContext): Record<string, unknown> {
  const brandLinks = (makes: string[], prefix: string) =>
    makes.map((make, index) => ({ _key: `${prefix}${index + 1}`, label: make, href: `/search/${make.toLowerCase()}`, logo: context.brandLogo(make) }));
  return {
    name: 'Metro Motor Group',
    domains: ['www.metromotorgroup.com.au'],
    template: 'dealerGroup',
    tagline: 'Family owned and driving South East Queensland and New South Wales since 1992.',
    logo: {
      text: 'Metro Motor Group',
      mark: 'MMG',
      image: context.image('logo-metro-motor-group', { kind: 'logo', text: 'Metro Motor Group', mark: 'MMG', primary: metroTheme.primary, foreground: metroTheme.primaryForeground }, 'Metro Motor Group'),
    },
    colours: metroTheme,
    phones: { sales: '1300 975 707', service: '07 5550 1102', parts: '07 5550 1103' },
    email: 'hello@metromotorgroup.com.au',
    address: context.address,
    social: social('metromotorgroup'),
    dealershipSlugs: metroDealerships.map((dealership) => dealership.slug),
    dealerships: metroHiddenDealerships.map((slug) => ({ _key: slug, _type: 'siteDealership', dealershipSlug: slug, hidden: true, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] })),
    carTypes: ['new', 'demo', 'used'],
    itemTypes: ['car', 'motorcycle', 'truck'],
    features: features({
      viewerDefault: 'gallery', spinAutoRotate: false,
      priceCheck: true, deliveryCalculator: true, garage: true, chat: true, homeTestDrive: true, showUnregistered: true,
    }),
    plugins: { autogauge: true, carAnalysis: true, autograb: true, redbook: false },
    routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' },
    gatedRoutes: ['/my-garage', '/spin-to-win', '/trade-in'],
    buttons: {
      card: ['viewDetails', 'bookTestDrive', 'getFinance', 'enquireNow'],
      vehicle: ['enquire', 'testDrive', 'tradeIn', 'finance', 'call', 'chat', 'print', 'historyReport', 'share', 'save', 'location'],
    },
    finance: {
      provider: 'Metro Finance', interestLocked: false, amountMin: 1000, amountMax: 100000, termMax: 7,
      interestMin: 0.5, interestMax: 15, defaultInterest: 8.5, defaultTermYears: 5,
      // SPEC 2 "or a configured default link": a car without a price links the group's finance enquiry.
      defaultLink: '/finance-enquiry',
    },
    search: {
      baseFilter: siteFilter('metro-motor-group'),
      searchFilters: null,
      searchCategories: ['Cars', 'Motorcycles', 'Trucks'],
      includeSoldCarsDays: 3,
      pageSize: 21,
      similarPageSize: 6,
      noPriceText: 'Enquire for price',
      excludeZeroPriceOnPriceAsc: false,
      promoPositions: [8, 17],
    },
    header: {
      nav: nav([
        ['New Cars', '/search/new-cars', [['Toyota', '/search/toyota'], ['Mazda', '/search/mazda'], ['Hyundai', '/search/hyundai'], ['Kia', '/search/kia'], ['Ford', '/search/ford'], ['All new and demo', '/search/new-and-demo-cars']]],
        ['Used Cars', '/search/used-cars', [['All used cars', '/search/used-cars'], ['Utes', '/search/ute'], ['SUVs', '/search/suv'], ['Under $20,000', '/search/used-cars?price=0:20000']]],
        ['Motorcycles', '/search/new-used-and-demo-cars?item_type=motorcycle'],
        ['Trucks', '/search/new-used-and-demo-cars?item_type=truck'],
        ['Finance', '/finance', [['Apply for finance', '/apply-for-finance'], ['Finance and insurance', '/finance-and-insurance']]],
        ['Service', '/service', [['Book a service', '/pages/book-a-service'], ['Capped price servicing', '/capped-price-servicing'], ['Parts and accessories', '/vehicle-parts-and-accessories']]],
        ['About', '/about-us', [['Our dealerships', '/dealer-locator'], ['Our dealerships and brands', '/pages/our-dealerships'], ['Community program', '/pages/community'], ['Careers', '/careers']]],
      ]),
      ctas: links('hcta', [['Sell Your Car', '/sell-my-car'], ['Book a Service', '/pages/book-a-service']]),
    },
    megaMenu: {
      title: 'Our Brands',
      columns: [
        { _key: 'cars', title: 'Cars', links: brandLinks(carBrands, 'car') },
        { _key: 'motorcycles', title: 'Motorcycles', links: brandLinks(bikeBrands, 'bike') },
        { _key: 'trucks', title: 'Trucks', links: brandLinks(truckBrands, 'truck') },
      ],
    },
    footer: {
      columns: footerColumns([
        ['Shop', [['New cars', '/search/new-cars'], ['Demo cars', '/search/demo-cars'], ['Used cars', '/search/used-cars'], ['Special offers', '/special-offers'], ['EOFY Sale', '/eofy']]],
        ['Services', [['Finance', '/finance'], ['Book a service', '/pages/book-a-service'], ['Sell your car', '/sell-my-car'], ['Roadside assist', '/roadside-assist'], ['Fleet', '/fleet']]],
        ['Metro Motor Group', [['About us', '/about-us'], ['Locations', '/dealer-locator'], ['Careers', '/careers'], ['Blog', '/blog'], ['Contact us', '/contact-us']]],
      ]),
      legal: '© Metro Motor Group Pty Ltd ABN 53 004 085 616. Queensland motor dealer licence 3100411, NSW dealer licence MD049931.',
    },
    legal: {
      disclaimer: legalDisclaimer('Metro Motor Group'),
      financeDisclaimer: financeDisclaimer('Metro Finance Pty Ltd (Australian Credit Licence 389123)', `${standardExample} Rates from 6.99% p.a. (comparison rate 8.38% p.a.).`),
    },
    warrantyBullets: [
      '3-year warranty on every eligible used car',
      '14-day money-back or exchange on used cars (up to 500 km)',
      '150-point mechanical and safety inspection',
      '12 months free roadside assistance',
      'Home test drives across Brisbane, the Gold Coast and Western Sydney',
    ],
    forms: { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false },
    vehiclePage: metroVehiclePage,
    claims: {
      deposit: { amount: 200, holdHours: 48 },
      moneyBack: { text: '14-day money-back or exchange on used cars, up to 500 km', days: 14, hours: null, km: 500 },
      communityProgram: 100000,
      warrantyYears: 3,
    },
    analytics: { gaId: null },
    announcement: 'Our $100,000 Community Program is open: nominate your local sporting club today.',
  };
}
