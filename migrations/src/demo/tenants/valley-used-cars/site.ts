import { links } from '../../content/sanity-fields';
import { valleyVehiclePage } from '../vehicle-page-texts';
import { features, financeDisclaimer, footerColumns, legalDisclaimer, nav, siteFilter, social, standardExample } from '../site-parts';
import type { TenantContext } from '../tenant-types';

export const valleyTheme = { primary: '#0f766e', primaryForeground: '#ffffff', accent: '#facc15', accentForeground: '#1f2937' };

const popularMakes = ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Mitsubishi', 'Kia', 'Nissan', 'Holden', 'Volkswagen', 'Subaru'];

export function valleySite(context: TenantContext): Record<string, unknown> {
  return {
    name: 'Valley Used Cars',
    domains: ['www.valleyusedcars.com.au'],
    template: 'usedOnly',
    tagline: 'Quality used cars in Brisbane and Ipswich. Reserve online, drive with confidence.',
    logo: {
      text: 'Valley Used Cars',
      mark: 'VU',
      image: context.image('logo-valley-used-cars', { kind: 'logo', text: 'Valley Used Cars', mark: 'VU', primary: valleyTheme.primary, foreground: valleyTheme.primaryForeground }, 'Valley Used Cars'),
    },
    colours: valleyTheme,
    phones: { sales: '1300 975 709', service: '07 5550 3101', parts: null },
    email: 'hello@valleyusedcars.com.au',
    address: context.address,
    social: social('valleyusedcars'),
    dealershipSlugs: ['valley-used-cars'],
    carTypes: ['used'],
    itemTypes: ['car'],
    features: features({
      priceCheck: true, deliveryCalculator: true, checkout: true, homeTestDrive: true, showUnregistered: true,
      stickyHeader: false, soldTagText: 'Just Sold', cardViewCount: true,
    }),
    plugins: { autogauge: true, carAnalysis: false, autograb: true, redbook: false },
    routes: { usedCarPrefix: 'used-cars', checkoutPath: 'checkout', refreshPath: '/search/used-cars' },
    gatedRoutes: ['/checkout-journey', '/sell-my-car', '/cars/trade-in'],
    buttons: {
      card: ['viewDetails', 'reserveNow', 'bookTestDrive'],
      vehicle: ['reserve', 'enquire', 'testDrive', 'tradeIn', 'finance', 'call', 'historyReport', 'share', 'save', 'print'],
    },
    finance: {
      provider: 'YouX', interestLocked: false, amountMin: 1000, amountMax: 100000, termMax: 7,
      interestMin: 4, interestMax: 20, defaultInterest: 10, defaultTermYears: 5,
    },
    search: {
      baseFilter: `${siteFilter('valley-used-cars')} AND car_type:used`,
      searchFilters: null,
      searchCategories: ['Under $15k', 'Family SUVs', 'Utes', 'First cars'],
      includeSoldCarsDays: 3,
      pageSize: 21,
      similarPageSize: 6,
      noPriceText: 'Enquire for price',
      excludeZeroPriceOnPriceAsc: true,
      promoPositions: [8, 17],
    },
    header: {
      nav: nav([
        ['Used Cars', '/search/used-cars', [['SUVs', '/search/used-cars/suv'], ['Utes', '/search/used-cars/ute'], ['Hatches', '/search/used-cars/hatch'], ['Under $15,000', '/search/used-cars?price=0:15000']]],
        ['Reserve Online', '/pages/reserve-online'],
        ['Finance', '/finance'],
        ['Sell Your Car', '/sell-my-car'],
        ['About', '/about-us', [['48-hour money-back guarantee', '/pages/money-back-guarantee'], ['Reviews', '/about-us#reviews'], ['FAQs', '/faqs']]],
        ['Contact', '/contact-us'],
      ]),
      ctas: links('hcta', [['Reserve Online', '/pages/reserve-online'], ['Get Pre-Approved', '/finance']]),
    },
    megaMenu: {
      title: 'Shop by make',
      columns: [{
        _key: 'makes',
        title: 'Popular makes',
        links: popularMakes.map((make, index) => ({ _key: `make${index + 1}`, label: make, href: `/search/used-cars/${make.toLowerCase()}`, logo: context.brandLogo(make) })),
      }],
    },
    footer: {
      columns: footerColumns([
        ['Buy', [['All used cars', '/search/used-cars'], ['Reserve online', '/pages/reserve-online'], ['Finance', '/finance'], ['Warranty', '/warranty']]],
        ['Sell', [['Sell your car', '/sell-my-car'], ['Trade-in valuation', '/trade-in']]],
        ['Valley Used Cars', [['About us', '/about-us'], ['FAQs', '/faqs'], ['Contact us', '/contact-us'], ['Privacy policy', '/privacy-policy'], ['Terms and conditions', '/terms-and-conditions']]],
      ]),
      legal: '© Valley Used Cars Pty Ltd ABN 36 609 558 201. Queensland motor dealer licence 3100633.',
    },
    legal: {
      disclaimer: legalDisclaimer('Valley Used Cars'),
      financeDisclaimer: financeDisclaimer('YouX Pty Ltd (Australian Credit Licence 530587) on behalf of its panel of lenders', `${standardExample} Rates from 7.49% p.a. (comparison rate from 8.38% p.a. to 19.42% p.a.) depending on your credit profile.`),
    },
    warrantyBullets: [
      '3-year warranty included on every eligible car',
      '48-hour money-back guarantee',
      'Reserve online with a fully refundable $200 deposit',
      'Safety certificate and independent condition report on every car',
      'Home test drives across Brisbane',
    ],
    // Reserves online, so shoppers accept its terms; enquiries need no message (SPEC 5).
    forms: { messageOptional: true, termsRequired: true, financePostcodeRequired: false, dealershipFieldRemoved: false },
    vehiclePage: valleyVehiclePage,
    claims: {
      deposit: { amount: 200, holdHours: 48 },
      moneyBack: { text: '48-hour money-back guarantee on used cars', days: null, hours: 48, km: null },
      communityProgram: null,
      warrantyYears: 3,
    },
    analytics: { gaId: null },
    announcement: 'Reserve any car online for a fully refundable $200 deposit. We hold it for 48 hours.',
  };
}
