import { brandGrid, ctaButtons, featureBanner, featuredStock, hero, locations, otherCalculator, promoTiles, richText, statsCounter, warrantyBullets } from '../../content/blocks';
import { JULY_2025_PROMO, promoWindow } from '../../content/promo-window';
import type { TileMotif } from '../../artwork/art-types';
import type { PageSpec, PromoSpec, TenantContext } from '../tenant-types';
import { metroBrands, metroShownLocations } from './places';
import { metroTheme } from './site';

const brandsInGrid = ['Toyota', 'Mazda', 'Hyundai', 'Kia', 'Ford', 'Honda', 'Yamaha', 'Kawasaki', 'Harley-Davidson', 'Isuzu', 'Hino', 'Fuso'];
/**
 * SPEC 1's group claims (50+ locations, 40+ brands, 30+ years) are counted from the group's own
 * data, so the home page never claims more than /locations and /brands show (18 and 18 in the
 * demo); the years since 1992 (the tagline) are a floor.
 */
const stats = [
  [String(metroShownLocations().length), 'Locations'],
  [String(metroBrands.length), 'Brands'],
  ['30+', 'Years'],
] as const;

export function metroPages(context: TenantContext): PageSpec[] {
  const { primary, accent } = metroTheme;
  const tile = (file: string, motif: TileMotif, alt: string) =>
    context.image(file, { kind: 'tile', motif, primary, accent }, alt);
  const home: PageSpec = {
    slug: 'home',
    title: 'Home',
    seo: { title: 'Metro Motor Group | New and Used Cars, Motorcycles and Trucks', description: 'Shop new, demo and used cars, motorcycles and trucks from Metro Motor Group dealerships across Brisbane, the Gold Coast, Newcastle and Western Sydney.' },
    sections: [
      hero('hero', {
        heading: 'More brands. More choice. One Metro.',
        subheading: 'Thousands of new, demo and used cars, motorcycles and trucks across Queensland and New South Wales.',
        image: context.image('hero-metro-motor-group', { kind: 'hero', scene: 'city', body: 'suv', colour: 'white', primary, accent }, 'A white SUV on a city street at dusk'),
        ctas: [['Shop Used Cars', '/search/used-cars'], ['Shop New Cars', '/search/new-and-demo-cars', 'secondary']],
      }),
      statsCounter('stats', 'Driving Queensland and New South Wales', stats),
      brandGrid('brands', 'Shop by brand', brandsInGrid.map((make) => context.brandRef(make))),
      featuredStock('used', { heading: 'Quality used cars', filter: 'car_type:used AND item_type:car', ctaLabel: 'Browse all used cars', ctaHref: '/search/used-cars' }),
      promoTiles('offers', 'Latest offers', [
        { heading: 'EOFY runout deals', body: 'Huge savings on plated stock across every Metro franchise.', href: '/eofy', ctaLabel: 'View runout deals', image: tile('tile-metro-runout', 'offer', 'Runout sale price tags') },
        { heading: 'Finance from 6.99% p.a.', body: 'Fast approvals through Metro Finance, often same day.', href: '/finance', ctaLabel: 'Get pre-approved', image: tile('tile-metro-finance', 'finance', 'Finance calculator') },
        { heading: 'Ride away on two wheels', body: 'Honda, Yamaha, Kawasaki and Harley-Davidson at Metro Motorcycles Coomera.', href: '/search/new-used-and-demo-cars?item_type=motorcycle', ctaLabel: 'Shop motorcycles', image: tile('tile-metro-motorcycles', 'motorcycle', 'A motorcycle on a coastal road') },
        { heading: 'Trucks that work as hard as you', body: 'Isuzu, Hino and Fuso light trucks ready for your business.', href: '/search/new-used-and-demo-cars?item_type=truck', ctaLabel: 'Shop trucks', image: tile('tile-metro-trucks', 'truck', 'A light truck') },
      ]),
      featuredStock('new', { heading: 'New and demo stock ready to drive away', filter: 'car_type:new OR car_type:demo', ctaLabel: 'Browse new and demo', ctaHref: '/search/new-and-demo-cars' }),
      featureBanner('banner',
        { heading: 'Latest offers', body: 'Runout deals, bonus accessories and finance specials across the group.', href: '/special-offers' },
        { heading: 'Book a service', body: 'Factory-trained technicians at every Metro dealership.', href: '/pages/book-a-service' },
        { heading: 'Sell your car', body: 'Get a fair offer from the Metro Car Buying Centre, even if you do not buy from us.', href: '/sell-my-car' }),
      warrantyBullets('warranty', 'Why buy from Metro?'),
      locations('locations', 'Find your nearest Metro dealership', 'sales'),
      ctaButtons('help', 'How can we help?', [['Book a test drive', '/book-test-drive'], ['Value my trade-in', '/trade-in', 'secondary'], ['Contact us', '/contact-us', 'secondary']]),
    ],
  };
  const about: PageSpec = {
    slug: 'about-us',
    title: 'About Metro Motor Group',
    seo: { title: 'About Metro Motor Group', description: 'A family-owned motor group with more than 30 years in Queensland and New South Wales.' },
    sections: [
      richText('story', [
        '## Our story',
        `Metro Motor Group started in 1992 with a single used car yard on Kingston Road, Slacks Creek. Three decades later we represent ${metroBrands.length} brands across ${metroShownLocations().length} locations, and the family is still in the business every day.`,
        'We believe buying a car should be straightforward. That is why every used car comes with our **14-day money-back or exchange guarantee** (up to 500 km) and a 3-year warranty on eligible vehicles.',
        '## Giving back',
        'Through the Metro Community Program we commit **$100,000 every year** to local sporting clubs, schools and charities. [Nominate your club](/pages/community).',
      ]),
      statsCounter('stats', null, stats),
      locations('locations', 'Visit us', 'all', { display: 'map' }),
    ],
  };
  const eofy: PageSpec = {
    slug: 'eofy',
    title: 'EOFY Sale',
    seo: { title: 'EOFY Sale | Metro Motor Group', description: 'End of financial year runout deals on new, demo and used vehicles. ABN holders may be eligible for the instant asset write-off.' },
    sections: [
      hero('hero', {
        heading: 'EOFY Sale: every plated vehicle must go',
        subheading: 'Runout pricing on new and demo stock, plus bonus accessories on selected utes and SUVs.',
        image: context.image('hero-metro-eofy', { kind: 'hero', scene: 'showroom', body: 'ute', colour: 'grey', primary, accent }, 'A grey ute in a showroom'),
        ctas: [['Shop EOFY deals', '/search/new-and-demo-cars']],
      }),
      featuredStock('utes', { heading: 'Work-ready utes', filter: 'body:ute', ctaLabel: 'See all utes', ctaHref: '/search/ute' }),
      otherCalculator('repayments', { heading: 'Work out your repayments', intro: 'Put your trade-in or deposit against the price and set a balloon to see what a work ute costs each week.' }),
      richText('terms', [
        '### Offer terms',
        'Offer available on new and demonstrator vehicles delivered by 30 June at participating Metro Motor Group dealerships while stocks last. Not available to fleet, government or rental buyers. Business buyers should seek their own tax advice about the instant asset write-off.',
      ]),
      ctaButtons('ctas', 'Talk to our business team', [['Enquire now', '/contact-us'], ['Fleet sales', '/fleet', 'secondary']]),
    ],
  };
  const group: PageSpec = {
    slug: 'our-dealerships',
    title: 'Our Dealerships and Brands',
    seo: { title: 'Metro Motor Group dealerships', description: 'Metro Toyota, Metro Mazda, Metro Hyundai, Metro Kia, Metro Ford, Metro Motorcycles, Metro Trucks and Metro Used Cars.' },
    sections: [
      richText('intro', ['## One group, many specialists', 'Each Metro dealership is run by a local team who know their brand inside out, backed by the buying power and after-sales support of the whole group.']),
      brandGrid('brands', 'Brands we represent', brandsInGrid.map((make) => context.brandRef(make))),
      locations('locations', 'Every Metro location', 'sales', { display: 'carousel', showStockLink: true }),
    ],
  };
  const community: PageSpec = {
    slug: 'community',
    title: 'Metro Community Program',
    seo: { title: 'Metro Community Program', description: '$100,000 a year for local clubs, schools and charities.' },
    sections: [
      richText('program', ['## $100,000 for our community', 'Every year we share $100,000 between local sporting clubs, schools and charities nominated by our customers. Nominations close on the last day of each quarter.', '- Junior sport equipment grants up to $5,000', '- School fundraising vehicle loans', '- Volunteer rescue services sponsorship']),
      ctaButtons('nominate', 'Know a club that deserves a hand?', [['Nominate a club', '/contact-us']]),
    ],
  };
  return [home, about, eofy, group, community];
}

export function metroPromos(context: TenantContext): PromoSpec[] {
  const image = (file: string, motif: TileMotif, alt: string) =>
    context.image(file, { kind: 'tile', motif, primary: metroTheme.primary, accent: metroTheme.accent }, alt);
  return [
    { key: 'eofy-2025', title: 'EOFY Clearance July 2025', ...JULY_2025_PROMO, position: 8, display: ['new', 'demo'], strictDisplay: false,
      node: { heading: 'EOFY Clearance: runout prices on 2025 plated stock', body: 'Extended until 24 July. Bonus floor mats and tint on selected models.', href: '/eofy', ctaLabel: 'Shop the sale', image: image('promo-metro-eofy', 'offer', 'EOFY clearance') } },
    { key: 'used-finance', title: 'Used car finance special', ...promoWindow(context.referenceDate, -14, 21), position: 8, display: ['used'], strictDisplay: true,
      node: { heading: 'Used car finance from 6.99% p.a.', body: 'Comparison rate 8.38% p.a. on approved credit through Metro Finance.', href: '/finance', ctaLabel: 'Check your rate', image: image('promo-metro-finance', 'finance', 'Finance rates') } },
    { key: 'money-back', title: '14-day money-back guarantee', ...promoWindow(context.referenceDate, -30, 60), position: 17, display: ['used', 'new', 'demo'], strictDisplay: false,
      node: { heading: 'Change your mind? You have 14 days.', body: 'Return or exchange any used car within 14 days and 500 km.', href: '/about-us', ctaLabel: 'How it works', image: image('promo-metro-money-back', 'warranty', 'Money-back guarantee badge') } },
    { key: 'service-special', title: 'Service special (upcoming)', ...promoWindow(context.referenceDate, 5, 35), position: 17, display: ['used'], strictDisplay: false,
      node: { heading: 'Free 20-point health check with every service', body: 'Book any scheduled service at a Metro workshop.', href: '/pages/book-a-service', ctaLabel: 'Book now', image: image('promo-metro-service', 'service', 'Workshop technician') } },
  ];
}
