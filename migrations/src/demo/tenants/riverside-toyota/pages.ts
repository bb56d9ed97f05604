import type { TileMotif } from '../../artwork/art-types';
import { blogList, budgetSearch, ctaButtons, enquiryForm, faqAccordion, featureBanner, featuredStock, financeCalculator, hero, locations, promoTiles, reviews, richText, stockSearch, warrantyBullets } from '../../content/blocks';
import { JULY_2025_PROMO, promoWindow } from '../../content/promo-window';
import type { PageSpec, PromoSpec, TenantContext } from '../tenant-types';
import { riversideTheme } from './site';

export function riversidePages(context: TenantContext): PageSpec[] {
  const { primary, accent } = riversideTheme;
  const tile = (file: string, motif: TileMotif, alt: string) => context.image(file, { kind: 'tile', motif, primary, accent }, alt);
  const home: PageSpec = {
    slug: 'home',
    title: 'Home',
    seo: { title: 'Riverside Toyota | New, Demo and Certified Pre-Owned in Brisbane', description: 'Shop new Toyota, demo and Toyota Certified Pre-Owned vehicles at Riverside Toyota Indooroopilly, Springfield and Upper Mount Gravatt.' },
    sections: [
      hero('hero', {
        heading: 'The new RAV4 Hybrid. In stock now.',
        subheading: 'Drive away from Riverside Toyota with 5 years unlimited kilometre warranty and capped price servicing.',
        image: context.image('hero-riverside-toyota', { kind: 'hero', scene: 'coast', body: 'suv', colour: 'red', primary, accent }, 'A red Toyota SUV by the river'),
        ctas: [['Shop new Toyota', '/search/new-cars'], ['Book a test drive', '/book-test-drive', 'secondary']],
      }),
      featuredStock('new', { heading: 'New Toyota ready for delivery', filter: 'car_type:new AND status:in_stock', ctaLabel: 'See all new Toyota', ctaHref: '/search/new-cars' }),
      promoTiles('tiles', null, [
        { heading: 'Hybrid and electric', body: 'Corolla, RAV4, Kluger and Camry hybrids, plus the all-electric bZ4X.', href: '/pages/hybrid-and-electric', ctaLabel: 'Explore hybrids', image: tile('tile-riverside-hybrid', 'ev', 'Hybrid badge on a Toyota') },
        { heading: 'Toyota Certified Pre-Owned', body: '160-point inspection, 2-year Toyota warranty and roadside assistance.', href: '/pages/certified-pre-owned', ctaLabel: 'Shop certified', image: tile('tile-riverside-certified', 'warranty', 'Certified pre-owned seal') },
        { heading: 'Buy online, pick up at Riverside', body: 'Reserve any eligible vehicle online and finish the paperwork from home.', href: '/search/new-cars', ctaLabel: 'How buying online works', image: tile('tile-riverside-reserve', 'reserve', 'Buying a car online on a phone') },
      ]),
      featuredStock('certified', { heading: 'Certified Pre-Owned Toyota', filter: 'certified:true', ctaLabel: 'All certified vehicles', ctaHref: '/search/used-cars?certified=true' }),
      warrantyBullets('warranty', 'Toyota peace of mind'),
      featureBanner('banner',
        { heading: 'Latest offers', body: 'Current Toyota offers and Riverside bonuses.', href: '/special-offers' },
        { heading: 'Book a service', body: 'Toyota Service Advantage capped price servicing, with Express Service at Mitchelton.', href: '/pages/book-a-service' },
        { heading: 'Sell your car', body: 'We buy all makes and models, even if you are not buying a Toyota.', href: '/sell-your-car' }),
      locations('service', 'Service and parts', 'service-and-parts'),
      locations('sales', 'Visit our showrooms', 'sales'),
    ],
  };
  const about: PageSpec = {
    slug: 'about-us',
    title: 'About Riverside Toyota',
    seo: { title: 'About Riverside Toyota', description: 'Serving Brisbane’s western suburbs since 1978.' },
    sections: [
      richText('story', [
        '## Serving the west since 1978',
        'Riverside Toyota has sold and serviced Toyotas from the same corner of Moggill Road for more than 45 years. Today our team of 120 looks after customers from Indooroopilly to Springfield Lakes.',
        'We are proud to be a **Toyota Certified Pre-Owned** dealer: every certified vehicle passes a 160-point inspection and comes with a 2-year Toyota warranty.',
      ]),
      locations('locations', 'Our locations', 'all'),
    ],
  };
  const certified: PageSpec = {
    slug: 'certified-pre-owned',
    title: 'Toyota Certified Pre-Owned',
    seo: { title: 'Toyota Certified Pre-Owned | Riverside Toyota', description: 'Late-model Toyotas under 5 years old and 140,000 km, inspected and backed by Toyota.' },
    sections: [
      hero('hero', {
        heading: 'Toyota Certified Pre-Owned',
        subheading: 'Late-model Toyotas under 5 years old and 140,000 km, backed by Toyota.',
        image: context.image('hero-riverside-certified', { kind: 'hero', scene: 'showroom', body: 'ute', colour: 'white', primary, accent }, 'A white HiLux in the Riverside showroom'),
        ctas: [['Shop certified vehicles', '/search/used-cars?certified=true']],
      }),
      richText('benefits', [
        '## What you get',
        '- 160-point inspection by Toyota-trained technicians',
        '- 2-year Toyota warranty with unlimited kilometres',
        '- 12 months Toyota Roadside Assistance',
        '- Vehicle history check and a full logbook history',
        '- 7-day or 500 km exchange',
      ]),
      featuredStock('stock', { heading: 'Certified stock', filter: 'certified:true', limit: 9, ctaLabel: 'See all', ctaHref: '/search/used-cars?certified=true' }),
    ],
  };
  const hybrid: PageSpec = {
    slug: 'hybrid-and-electric',
    title: 'Hybrid and Electric',
    seo: { title: 'Toyota Hybrid and Electric | Riverside Toyota', description: 'The widest range of hybrids in Australia.' },
    sections: [
      richText('intro', ['## Self-charging hybrids, no plugs required', 'Toyota hybrids switch between petrol and electric power automatically, cutting fuel use in city driving by up to 40 per cent compared with an equivalent petrol model.']),
      featuredStock('hybrids', { heading: 'Hybrids in stock', filter: 'simple_fuel:Hybrid', ctaLabel: 'All hybrids', ctaHref: '/search/new-cars?fuel=Hybrid' }),
      ctaButtons('ctas', 'Ready to go hybrid?', [['Book a test drive', '/book-test-drive'], ['Talk to Toyota Finance', '/finance-and-insurance', 'secondary']]),
    ],
  };
  const faqs: PageSpec = {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    seo: { title: 'FAQs | Riverside Toyota', description: 'Reserving online, trade-ins and warranty, answered.' },
    sections: [
      faqAccordion('reserve', 'Reserving online', 'reserve-online'),
      faqAccordion('trade', 'Trade-ins', 'trade-in'),
      // The full quantity the reviews provider gives (SPEC 9: 12).
      reviews('reviews', 'What our customers say', 4, 12),
      blogList('blog', 'Buying guides'),
    ],
  };
  // The fixed feature blocks on one page: how a dealer builds a "start here" page without a developer.
  const shopOnline: PageSpec = {
    slug: 'shop-online',
    title: 'Shop Online',
    seo: { title: 'Shop Online | Riverside Toyota', description: 'Search our stock, find cars in your budget, estimate repayments and ask us anything.' },
    sections: [
      stockSearch('search', { heading: 'Find your next Toyota', intro: 'Search new, demo and certified pre-owned stock across all three Riverside sites.', carType: 'all' }),
      budgetSearch('budget', { heading: 'Shop by budget', intro: 'Enter a repayment and deposit to see what fits.', frequency: 'weekly' }),
      financeCalculator('finance', { heading: 'Estimate your repayments', intro: 'Toyota Finance can usually approve you the same day.', defaultAmount: 30000, defaultInterest: 10 }),
      enquiryForm('enquiry', { heading: 'Ask our online team', intro: 'Questions about buying online? We reply within one business day.', category: 'Vehicle Enquiry' }),
    ],
  };
  return [home, about, certified, hybrid, faqs, shopOnline];
}

export function riversidePromos(context: TenantContext): PromoSpec[] {
  const image = (file: string, motif: TileMotif, alt: string) =>
    context.image(file, { kind: 'tile', motif, primary: riversideTheme.primary, accent: riversideTheme.accent }, alt);
  return [
    { key: 'july-2025', title: 'July 2025 Toyota offer', ...JULY_2025_PROMO, position: 9, display: ['new'], strictDisplay: true,
      node: { heading: 'Bonus 12 months free servicing on selected HiLux', body: 'Ends 24 July 2025.', href: '/special-offers', ctaLabel: 'See the offer', image: image('promo-riverside-hilux', 'offer', 'HiLux offer') } },
    { key: 'certified', title: 'Certified Pre-Owned promise', ...promoWindow(context.referenceDate, -20, 40), position: 9, display: ['used'], strictDisplay: true,
      node: { heading: 'Certified Pre-Owned with a 2-year Toyota warranty', body: 'Every certified Toyota passes a 160-point inspection.', href: '/pages/certified-pre-owned', ctaLabel: 'Learn more', image: image('promo-riverside-certified', 'warranty', 'Certified seal') } },
    { key: 'hybrid-bonus', title: 'Hybrid finance offer', ...promoWindow(context.referenceDate, -7, 14), position: 9, display: ['new', 'demo'], strictDisplay: false,
      node: { heading: '6.29% p.a. on new Corolla and RAV4 hybrids', body: 'Comparison rate 8.19% p.a. through Toyota Finance on approved credit.', href: '/finance-and-insurance', ctaLabel: 'Get a quote', image: image('promo-riverside-hybrid', 'ev', 'Hybrid finance offer') } },
  ];
}
