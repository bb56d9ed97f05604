import { links } from '../../content/sanity-fields';
import { outbackVehiclePage } from '../vehicle-page-texts';
import { features, financeDisclaimer, footerColumns, legalDisclaimer, nav, siteFilter, social, standardExample } from '../site-parts';
import type { TenantContext } from '../tenant-types';

export const outbackTheme = { primary: '#9a3412', primaryForeground: '#ffffff', accent: '#1c1917', accentForeground: '#fde68a' };

const caravanMakes = ['Jayco', 'Lotus', 'New Age', 'Crusader'];
const bikeMakes = ['Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'];
const makeSlug = (make: string) => make.toLowerCase().replace(/\s+/g, '-');

export function outbackSite(context: TenantContext): Record<string, unknown> {
  const brandLinks = (makes: string[], prefix: string) =>
    makes.map((make, index) => ({ _key: `${prefix}${index + 1}`, label: make, href: `/search/${makeSlug(make)}`, logo: context.brandLogo(make) }));
  return {
    name: 'Outback RV & Moto',
    domains: ['www.outbackrvandmoto.com.au'],
    template: 'caravanMotorcycle',
    tagline: 'Caravans and motorcycles for the big lap, from the Darling Downs to the tropics.',
    logo: {
      text: 'Outback RV & Moto',
      mark: 'ORM',
      image: context.image('logo-outback-rv-and-moto', { kind: 'logo', text: 'Outback RV & Moto', mark: 'ORM', primary: outbackTheme.primary, foreground: outbackTheme.primaryForeground }, 'Outback RV & Moto'),
    },
    colours: outbackTheme,
    phones: { sales: '1800 975 710', service: '07 5550 4101', parts: '07 5550 4131' },
    email: 'hello@outbackrvandmoto.com.au',
    address: context.address,
    social: social('outbackrvandmoto'),
    dealershipSlugs: ['outback-rv', 'outback-moto'],
    carTypes: ['new', 'demo', 'used'],
    itemTypes: ['caravan', 'motorcycle'],
    features: features({
      compare: false, deliveryCalculator: true, sortBySeries: true, stickyHeader: false,
    }),
    plugins: { autogauge: false, carAnalysis: false, autograb: false, redbook: true },
    routes: { usedCarPrefix: null, checkoutPath: 'checkout', refreshPath: '/special-offers' },
    gatedRoutes: ['/apply-for-finance', '/trade-in'],
    buttons: {
      card: ['viewDetails', 'enquireNow', 'getFinance'],
      vehicle: ['enquire', 'finance', 'call', 'tradeIn', 'share', 'save', 'print', 'location'],
    },
    finance: {
      provider: 'Outback Finance', interestLocked: true, amountMin: 5000, amountMax: 250000, termMax: 7,
      interestMin: 7.5, interestMax: 14.5, defaultInterest: 9.95, defaultTermYears: 6,
    },
    search: {
      customBodies: ['Off-Road Caravan', 'Family Caravan', 'Pop-Top', 'Camper Trailer', 'Motorhome', 'Adventure', 'Cruiser', 'Naked', 'Sport', 'Touring'],
      baseFilter: siteFilter('outback-rv-and-moto'),
      searchFilters: null,
      searchCategories: ['Caravans', 'Pop Tops', 'Camper Trailers', 'Motorcycles'],
      includeSoldCarsDays: 3,
      pageSize: 21,
      similarPageSize: 6,
      noPriceText: 'Price on application',
      excludeZeroPriceOnPriceAsc: false,
      promoPositions: [8, 17],
    },
    header: {
      nav: nav([
        ['Caravans', '/search/new-used-and-demo-cars?item_type=caravan', [['New caravans', '/search/new-cars?item_type=caravan'], ['Used caravans', '/search/used-cars?item_type=caravan'], ['Camper trailers', '/search/camper-trailer']]],
        ['Motorcycles', '/search/new-used-and-demo-cars?item_type=motorcycle', [['New motorcycles', '/search/new-cars?item_type=motorcycle'], ['Used motorcycles', '/search/used-cars?item_type=motorcycle'], ['LAMS approved', '/search/new-used-and-demo-cars?item_type=motorcycle&keyword=LAMS']]],
        ['Finance', '/finance', [['Apply for finance', '/apply-for-finance'], ['Finance enquiry', '/finance-enquiry']]],
        ['Service', '/service'],
        ['Buying guide', '/pages/caravan-buying-guide'],
        ['Contact', '/contact-us'],
      ]),
      ctas: links('hcta', [['Trade-In Valuation', '/trade-in'], ['Book a Service', '/service']]),
    },
    megaMenu: {
      title: 'Our Brands',
      columns: [
        { _key: 'caravans', title: 'Caravans', links: brandLinks(caravanMakes, 'van') },
        { _key: 'motorcycles', title: 'Motorcycles', links: brandLinks(bikeMakes, 'bike') },
      ],
    },
    footer: {
      columns: footerColumns([
        ['Caravans', [['New caravans', '/search/new-cars?item_type=caravan'], ['Used caravans', '/search/used-cars?item_type=caravan'], ['Caravan buying guide', '/pages/caravan-buying-guide']]],
        ['Motorcycles', [['New motorcycles', '/search/new-cars?item_type=motorcycle'], ['Used motorcycles', '/search/used-cars?item_type=motorcycle'], ['Parts and apparel', '/vehicle-parts-and-accessories']]],
        ['Outback RV & Moto', [['About us', '/about-us'], ['Locations', '/dealer-locator'], ['Contact us', '/contact-us'], ['Privacy policy', '/privacy-policy']]],
      ]),
      legal: '© Outback RV & Moto Pty Ltd ABN 82 151 227 904. Queensland motor dealer licence 3100744, NSW dealer licence MD072210.',
    },
    legal: {
      disclaimer: legalDisclaimer('Outback RV & Moto'),
      financeDisclaimer: financeDisclaimer('Outback Finance Pty Ltd (Australian Credit Licence 411820)', `${standardExample} Fixed rate 9.95% p.a. (comparison rate 10.87% p.a.) for caravans and motorcycles.`),
    },
    warrantyBullets: [
      'Full manufacturer warranty on every new caravan and motorcycle',
      'Used caravans: water-ingress test and gas and electrical compliance certificates',
      'Two-hour handover walkthrough on every caravan',
      'Free first service on new motorcycles',
      'Weighbridge check with your tow vehicle before you leave',
    ],
    // Prices delivery by postcode: finance enquiries need one (SPEC 5).
    forms: { messageOptional: false, termsRequired: false, financePostcodeRequired: true, dealershipFieldRemoved: false },
    vehiclePage: outbackVehiclePage,
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
