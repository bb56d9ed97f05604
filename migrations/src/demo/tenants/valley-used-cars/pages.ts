import type { TileMotif } from '../../artwork/art-types';
import { ctaButtons, enquiryForm, featureBanner, featuredStock, hero, locations, priceSliderSearch, promoTiles, richText, stockSearch, warrantyBullets } from '../../content/blocks';
import { JULY_2025_PROMO, promoWindow } from '../../content/promo-window';
import type { PageSpec, PromoSpec, TenantContext } from '../tenant-types';
import { valleyTheme } from './site';

export function valleyPages(context: TenantContext): PageSpec[] {
  const { primary, accent } = valleyTheme;
  const tile = (file: string, motif: TileMotif, alt: string) => context.image(file, { kind: 'tile', motif, primary, accent }, alt);
  const home: PageSpec = {
    slug: 'home',
    title: 'Home',
    seo: { title: 'Valley Used Cars | Quality Used Cars in Brisbane and Ipswich', description: 'Hundreds of quality used cars with a 48-hour money-back guarantee. Reserve online for a fully refundable $200 deposit.' },
    sections: [
      hero('hero', {
        heading: 'Love it or return it within 48 hours.',
        subheading: 'Quality used cars, fixed honest prices and a fully refundable $200 deposit to hold your car for 48 hours.',
        image: context.image('hero-valley-used-cars', { kind: 'hero', scene: 'city', body: 'hatch', colour: 'blue', primary, accent }, 'A blue hatchback in Fortitude Valley'),
        ctas: [['Browse used cars', '/search/used-cars'], ['How reserving works', '/pages/reserve-online', 'secondary']],
      }),
      featuredStock('arrivals', { heading: 'Just arrived', filter: 'car_type:used AND status:in_stock', ctaLabel: 'See all used cars', ctaHref: '/search/used-cars' }),
      ctaButtons('reserve', 'Found the one? Reserve it online for $200, fully refundable.', [['Start browsing', '/search/used-cars'], ['Get pre-approved', '/finance', 'secondary']]),
      promoTiles('tiles', 'Buying made easy', [
        { heading: 'Reserve online', body: '$200 holds your car for 48 hours. Change your mind and we refund it in full.', href: '/pages/reserve-online', ctaLabel: 'How it works', image: tile('tile-valley-reserve', 'reserve', 'Reserve a car online') },
        { heading: '48-hour money-back guarantee', body: 'Drive it home. If it is not right, bring it back within 48 hours.', href: '/pages/money-back-guarantee', ctaLabel: 'Read the conditions', image: tile('tile-valley-money-back', 'warranty', 'Money-back guarantee') },
        { heading: 'Finance in minutes', body: 'Check your rate without affecting your credit score.', href: '/finance', ctaLabel: 'Get my rate', image: tile('tile-valley-finance', 'finance', 'Finance approval on a phone') },
        { heading: 'We buy cars', body: 'Get a firm offer at our Stones Corner car buying centre.', href: '/sell-my-car', ctaLabel: 'Sell your car', image: tile('tile-valley-sell', 'trade', 'Handing over car keys') },
      ]),
      featuredStock('budget', { heading: 'Great cars under $20,000', filter: 'price:1 TO 20000', ctaLabel: 'Shop under $20k', ctaHref: '/search/used-cars?price=0:20000' }),
      priceSliderSearch('price-slider', { heading: 'Shop by price', intro: 'Slide to your price range and see the cars in it, dearest first.' }),
      warrantyBullets('warranty', 'The Valley promise'),
      featureBanner('banner',
        { heading: 'Latest offers', body: 'Weekly price drops and finance specials.', href: '/special-offers' },
        { heading: 'Book a service', body: 'Our Fortitude Valley workshop services all makes.', href: '/pages/book-a-service' },
        { heading: 'Sell your car', body: 'Instant valuation, paid the same day.', href: '/sell-my-car' }),
      locations('locations', 'Visit Valley Used Cars', 'primary', { display: 'single' }),
    ],
  };
  const about: PageSpec = {
    slug: 'about-us',
    title: 'About Valley Used Cars',
    seo: { title: 'About Valley Used Cars', description: 'An independent used car dealer in Fortitude Valley and Ipswich.' },
    sections: [
      richText('story', [
        '## Independent, local and honest',
        'Valley Used Cars opened on Wickham Street in 2009 with twelve cars and a simple idea: fair prices, no pressure and a car you will still be happy with in five years.',
        'Every car we sell has a safety certificate, an independent condition report and our **48-hour money-back guarantee**.',
      ]),
      locations('locations', 'Our yards', 'all'),
    ],
  };
  const reserve: PageSpec = {
    slug: 'reserve-online',
    title: 'Reserve Online',
    seo: { title: 'Reserve a car online | Valley Used Cars', description: 'Hold any eligible car for 48 hours with a fully refundable $200 deposit.' },
    sections: [
      richText('how', [
        '## Reserve online in three steps',
        '- Choose your car and press **Reserve Now**',
        '- Pay a fully refundable $200 deposit by card',
        '- We hold the car for 48 hours while you arrange finance, a test drive or an inspection',
        'If you decide not to go ahead, we refund your deposit in full. No questions asked.',
      ]),
      featuredStock('reservable', { heading: 'Cars you can reserve today', filter: 'checkout_enabled:true', ctaLabel: 'See all', ctaHref: '/search/used-cars' }),
    ],
  };
  const moneyBack: PageSpec = {
    slug: 'money-back-guarantee',
    title: '48-Hour Money-Back Guarantee',
    seo: { title: '48-hour money-back guarantee | Valley Used Cars', description: 'Return your used car within 48 hours for a full refund. Conditions apply.' },
    sections: [
      richText('conditions', [
        '## How the guarantee works',
        'Tell us within 48 hours of delivery and we will arrange a time for you to return the car.',
        '### Conditions',
        '- The car is returned in the same condition, with at least a quarter tank of fuel',
        '- All keys, manuals and accessories are returned',
        '- No finance or other encumbrance is registered against the car',
        '- Available to consumers only, not to businesses or traders',
      ]),
    ],
  };
  const findACar: PageSpec = {
    slug: 'find-a-car',
    title: 'Find a Car',
    seo: { title: 'Find a Used Car | Valley Used Cars', description: 'Search our used stock or tell us what you are after.' },
    sections: [
      stockSearch('search', { heading: 'Search used cars', intro: 'Every car is inspected and comes with our money-back guarantee.', carType: 'used' }),
      enquiryForm('enquiry', { heading: 'Can’t find it?', intro: 'Tell us what you are looking for and we will call you when it arrives.', category: 'Vehicle Enquiry' }),
    ],
  };
  return [home, about, reserve, moneyBack, findACar];
}

export function valleyPromos(context: TenantContext): PromoSpec[] {
  const image = (file: string, motif: TileMotif, alt: string) =>
    context.image(file, { kind: 'tile', motif, primary: valleyTheme.primary, accent: valleyTheme.accent }, alt);
  return [
    { key: 'july-2025', title: 'Winter price drop July 2025', ...JULY_2025_PROMO, position: 8, display: ['used'], strictDisplay: false,
      node: { heading: 'Winter price drop: $1,000 off selected SUVs', body: 'Ends 24 July 2025.', href: '/special-offers', ctaLabel: 'Shop the sale', image: image('promo-valley-winter', 'offer', 'Price drop') } },
    { key: 'reserve', title: 'Reserve online', ...promoWindow(context.referenceDate, -60, 90), position: 8, display: ['used'], strictDisplay: true,
      node: { heading: 'Reserve it online for $200', body: 'Fully refundable. We hold the car for 48 hours.', href: '/pages/reserve-online', ctaLabel: 'How it works', image: image('promo-valley-reserve', 'reserve', 'Reserve online') } },
    { key: 'pre-approval', title: 'Finance pre-approval', ...promoWindow(context.referenceDate, -10, 20), position: 17, display: ['used'], strictDisplay: false,
      node: { heading: 'Know your budget before you shop', body: 'Get pre-approved in minutes with no impact on your credit score.', href: '/finance', ctaLabel: 'Get pre-approved', image: image('promo-valley-finance', 'finance', 'Finance pre-approval') } },
  ];
}
