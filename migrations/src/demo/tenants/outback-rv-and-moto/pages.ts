import type { TileMotif } from '../../artwork/art-types';
import { brandGrid, ctaButtons, featureBanner, featuredStock, hero, locations, promoTiles, richText, warrantyBullets } from '../../content/blocks';
import { JULY_2025_PROMO, promoWindow } from '../../content/promo-window';
import type { PageSpec, PromoSpec, TenantContext } from '../tenant-types';
import { outbackTheme } from './site';

const gridBrands = ['Jayco', 'Lotus', 'New Age', 'Crusader', 'Yamaha', 'Kawasaki', 'KTM', 'Suzuki', 'BMW'];

export function outbackPages(context: TenantContext): PageSpec[] {
  const { primary, accent } = outbackTheme;
  const tile = (file: string, motif: TileMotif, alt: string) => context.image(file, { kind: 'tile', motif, primary, accent }, alt);
  const home: PageSpec = {
    slug: 'home',
    title: 'Home',
    seo: { title: 'Outback RV & Moto | Caravans and Motorcycles in QLD and NSW', description: 'New and used Jayco, Lotus, New Age and Crusader caravans, plus Yamaha, Kawasaki, KTM, Suzuki and BMW motorcycles.' },
    sections: [
      hero('hero', {
        heading: 'Your big lap starts here.',
        subheading: 'Off-road caravans, family vans and adventure bikes, with finance at a fixed 9.95% p.a.',
        image: context.image('hero-outback-rv-and-moto', { kind: 'hero', scene: 'outback', body: 'caravan', colour: 'black', primary, accent }, 'An off-road caravan on a red dirt track at sunset'),
        ctas: [['Shop caravans', '/search/new-used-and-demo-cars?item_type=caravan'], ['Shop motorcycles', '/search/new-used-and-demo-cars?item_type=motorcycle', 'secondary']],
      }),
      featuredStock('caravans', { heading: 'Caravans ready for the road', filter: 'item_type:caravan', ctaLabel: 'All caravans', ctaHref: '/search/new-used-and-demo-cars?item_type=caravan' }),
      promoTiles('tiles', 'Explore', [
        { heading: 'Off-road caravans', body: 'Independent suspension, big water and solar for months off-grid.', href: '/search/new-used-and-demo-cars?item_type=caravan&keyword=Outback', ctaLabel: 'Go off-road', image: tile('tile-outback-caravans', 'caravan', 'Off-road caravan') },
        { heading: 'Adventure motorcycles', body: 'Tenere 700, KLR650, 890 Adventure and R 1300 GS in stock.', href: '/search/new-used-and-demo-cars?item_type=motorcycle', ctaLabel: 'Shop adventure bikes', image: tile('tile-outback-motorcycles', 'motorcycle', 'Adventure motorcycle') },
        { heading: 'Fixed-rate finance', body: '9.95% p.a. fixed for caravans and motorcycles, terms up to 7 years.', href: '/finance', ctaLabel: 'Calculate repayments', image: tile('tile-outback-finance', 'finance', 'Finance calculator') },
      ]),
      featuredStock('bikes', { heading: 'Bikes in the showroom', filter: 'item_type:motorcycle', ctaLabel: 'All motorcycles', ctaHref: '/search/new-used-and-demo-cars?item_type=motorcycle' }),
      brandGrid('brands', 'Brands we sell', gridBrands.map((make) => context.brandRef(make))),
      richText('towing', [
        '## Tow with confidence',
        'Before you buy, our team weighs your tow vehicle and checks its gross combination mass against the caravan’s aggregate trailer mass. Every caravan we sell leaves with a weighbridge certificate, a brake controller check and a two-hour handover.',
      ]),
      featureBanner('banner',
        { heading: 'Latest offers', body: 'Show specials and ride-away deals.', href: '/special-offers' },
        { heading: 'Book a service', body: 'Caravan servicing, wheel bearings and gas checks in Toowoomba.', href: '/service' },
        { heading: 'Sell your van or bike', body: 'We buy caravans and motorcycles outright or on consignment.', href: '/sell-your-car' }),
      warrantyBullets('warranty', 'Why buy from Outback'),
      locations('locations', 'Our locations', 'all'),
    ],
  };
  const about: PageSpec = {
    slug: 'about-us',
    title: 'About Outback RV & Moto',
    seo: { title: 'About Outback RV & Moto', description: 'Caravan and motorcycle specialists since 2003.' },
    sections: [
      richText('story', ['## Built by travellers', 'We started selling second-hand caravans from a Toowoomba paddock in 2003. Today we have yards in Toowoomba, Townsville and Ballina and a motorcycle showroom on Taylor Street, and our staff between them have driven around Australia eleven times.']),
      locations('locations', 'Come and see us', 'all'),
    ],
  };
  const guide: PageSpec = {
    slug: 'caravan-buying-guide',
    title: 'Caravan Buying Guide',
    seo: { title: 'Caravan buying guide | Outback RV & Moto', description: 'Tare, ATM, ball weight and what they mean for your tow vehicle.' },
    sections: [
      richText('guide', [
        '## Understand the weights',
        '- **Tare**: the caravan empty, with no water, gas or luggage',
        '- **ATM (aggregate trailer mass)**: the most the loaded caravan may weigh',
        '- **Ball weight**: usually about 10 per cent of the loaded caravan',
        '### Single or tandem axle?',
        'Single-axle vans are lighter and easier to manoeuvre; tandem axles carry more weight and track more steadily on corrugations.',
      ]),
      ctaButtons('ctas', 'Still deciding?', [['Talk to a caravan specialist', '/contact-us'], ['Finance calculator', '/finance', 'secondary']]),
    ],
  };
  return [home, about, guide];
}

export function outbackPromos(context: TenantContext): PromoSpec[] {
  const image = (file: string, motif: TileMotif, alt: string) =>
    context.image(file, { kind: 'tile', motif, primary: outbackTheme.primary, accent: outbackTheme.accent }, alt);
  return [
    { key: 'july-2025', title: 'Caravan show specials July 2025', ...JULY_2025_PROMO, position: 8, display: ['new'], strictDisplay: true,
      node: { heading: 'Caravan show specials', body: 'Show pricing on selected Jayco models until 24 July 2025.', href: '/special-offers', ctaLabel: 'See the specials', image: image('promo-outback-show', 'caravan', 'Caravan show') } },
    { key: 'solar-bonus', title: 'Bonus solar upgrade', ...promoWindow(context.referenceDate, -12, 30), position: 8, display: ['new', 'used'], strictDisplay: false,
      node: { heading: 'Bonus 400W solar upgrade', body: 'On any new off-road caravan ordered this month.', href: '/special-offers', ctaLabel: 'Find out more', image: image('promo-outback-solar', 'offer', 'Solar panels on a caravan roof') } },
    { key: 'ride-away', title: 'Ride-away motorcycle deals', ...promoWindow(context.referenceDate, -3, 25), position: 17, display: ['new'], strictDisplay: false,
      node: { heading: 'Ride away with a free first service', body: 'On every new motorcycle at Outback Moto Toowoomba.', href: '/search/new-cars?item_type=motorcycle', ctaLabel: 'Shop bikes', image: image('promo-outback-ride', 'motorcycle', 'Motorcycle on a country road') } },
  ];
}
