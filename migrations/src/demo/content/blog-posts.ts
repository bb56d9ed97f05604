import type { TileMotif } from '../artwork/art-types';
import type { TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { portableText } from './portable-text';
import { reference, slugField } from './sanity-fields';

type Category = 'news' | 'vehicle-reviews' | 'guides';

type PostSpec = {
  key: string;
  slug: string;
  title: string;
  category: Category;
  /** Days before the demo's reference date; the lists sort newest first. */
  age: number;
  author?: string;
  description: string;
  motif: TileMotif;
  imageAlt: string;
  /** Portable Text lines (see portable-text.ts: '## ' heading, '- ' bullet). */
  body: string[];
};

/** Every tenant's guide: the one the FAQ pages' blog lists have always shown. */
const buyingGuide = (name: string): PostSpec => ({
  key: 'buying-guide', slug: 'buying-your-next-car', title: `Buying your next car with ${name}`, category: 'guides', age: 20,
  description: 'Reserve online, book a test drive and sort finance in one visit.', motif: 'reserve', imageAlt: 'A reserved sign on a car key',
  body: [
    '## Before you visit',
    'Reserve online for a fully refundable $200 deposit and we hold the car for 48 hours while you arrange a test drive or finance.',
    '- Book a test drive at a time that suits you',
    '- Bring your trade-in so we can value it on the spot',
    '- Ask us for a finance estimate before you sign anything',
    '## On the day',
    'Our team walks you through the paperwork, the warranty and the handover. Most buyers drive away the same week.',
  ],
});

const financeGuide: PostSpec = {
  key: 'finance-guide', slug: 'how-car-finance-works', title: 'How car finance works: rates, terms and balloons explained', category: 'guides', age: 48,
  description: 'What drives your repayment, why the comparison rate matters and when a balloon payment makes sense.', motif: 'finance', imageAlt: 'A finance calculator beside a car key',
  body: [
    'Three numbers set your repayment: the amount you borrow, the interest rate and the term. A longer term lowers each repayment but you pay more interest overall.',
    '## Interest rate and comparison rate',
    'The comparison rate rolls most fees into one percentage, so it is the fairer number when you compare lenders.',
    '## Balloon payments',
    'A balloon (final payment) lowers your regular repayments in exchange for a lump sum at the end of the loan. It suits buyers who plan to trade in before the term ends.',
    'Try our [finance calculator](/finance) for an estimate, then talk to our finance team for a quote.',
  ],
};

const tradeInGuide: PostSpec = {
  key: 'trade-in-tips', slug: 'get-the-most-for-your-trade-in', title: 'Five ways to get the most for your trade-in', category: 'guides', age: 75,
  description: 'Service history, a proper clean and honest photos all add to what your car is worth.', motif: 'trade', imageAlt: 'Keys handed over for a trade-in',
  body: [
    '- Keep the logbook and service receipts together',
    '- Fix small things like globes and wiper blades',
    '- Give it a proper clean inside and out',
    '- Take clear photos in daylight',
    '- Be upfront about damage: it saves time at the inspection',
    'Generally we cannot give an online estimate for cars over 7 years old or with more than 100,000 km. [Book a valuation](/trade-in) and we will inspect it in person.',
  ],
};

/** Tenant-specific posts: a vehicle review of what the dealer sells and one piece of news. */
const TENANT_POSTS: Record<string, PostSpec[]> = {
  'riverside-toyota': [
    {
      key: 'rav4-review', slug: '2025-toyota-rav4-hybrid-review', title: '2025 Toyota RAV4 Hybrid review: the family SUV that sips', category: 'vehicle-reviews', age: 6,
      author: 'Sam Nguyen, Sales Manager', description: 'We spent a week with the RAV4 Hybrid GXL on school runs, the highway and a weekend away.', motif: 'ev', imageAlt: 'A Toyota RAV4 Hybrid on a riverside road',
      body: [
        'The RAV4 Hybrid is the car our customers ask about most, so we put one through a normal family week.',
        '## Fuel use',
        'Across 640 km of mixed driving we averaged **4.9 L/100 km**, close to the official combined figure.',
        '## Space and comfort',
        '- A 580-litre boot that swallowed a pram and a week of shopping',
        '- Rear air vents and USB-C ports for the back seat',
        '- A quiet cabin at 110 km/h',
        '## Our verdict',
        'It is easy to see why it is Australia\'s favourite hybrid SUV. [See RAV4s in stock](/search/toyota/rav4) or [book a test drive](/book-test-drive).',
      ],
    },
    {
      key: 'service-hours', slug: 'extended-service-hours', title: 'Our service centre now opens on Saturday mornings', category: 'news', age: 12,
      description: 'Book a Saturday service from 8 am to 12 pm, with a free wash and courtesy shuttle.', motif: 'service', imageAlt: 'A technician in the Riverside Toyota workshop',
      body: [
        'From this month the Riverside Toyota service centre opens every Saturday from 8 am to 12 pm.',
        'Capped price servicing applies on Saturdays too. [Book a service](/service) online in two minutes.',
      ],
    },
  ],
  'metro-motor-group': [
    {
      key: 'sportage-review', slug: 'kia-sportage-vs-hyundai-tucson', title: 'Kia Sportage vs Hyundai Tucson: which mid-size SUV?', category: 'vehicle-reviews', age: 4,
      author: 'Priya Shah, Metro Kia', description: 'Two cousins, two personalities. We drove both back to back at our Parramatta showroom.', motif: 'offer', imageAlt: 'A Kia Sportage and a Hyundai Tucson side by side',
      body: [
        'Under the skin the Sportage and Tucson share a lot, yet they feel different on the road.',
        '## Where the Sportage wins',
        '- A longer 7-year warranty',
        '- The larger boot of the two',
        '## Where the Tucson wins',
        '- A softer ride on rough suburban roads',
        '- More standard safety kit on the entry grade',
        'Test drive both on the same day at Metro Motor Group. [Browse SUVs in stock](/search/suv).',
      ],
    },
    {
      key: 'new-location', slug: 'metro-group-welcomes-new-dealership', title: 'Metro Motor Group opens its newest dealership', category: 'news', age: 15,
      description: 'Another showroom, workshop and parts counter for the Metro family of cars, motorcycles and trucks.', motif: 'truck', imageAlt: 'The new Metro showroom at dusk',
      body: [
        'Metro Motor Group opens another dealership for cars, motorcycles and trucks, built on over 30 years in the trade.',
        'The new site adds sales, service and parts under one roof. [Find your nearest location](/dealer-locator).',
      ],
    },
  ],
  'valley-used-cars': [
    {
      key: 'cx5-review', slug: 'used-mazda-cx-5-buyers-guide', title: 'Used Mazda CX-5 review: what to look for', category: 'vehicle-reviews', age: 5,
      author: 'Dan Murphy, Buyer', description: 'The CX-5 is one of the best used SUVs you can buy. Here is what we check before one goes on our lot.', motif: 'warranty', imageAlt: 'A used Mazda CX-5 in the Valley Used Cars yard',
      body: [
        'Every CX-5 we sell passes a multi-point inspection, and these are the things we look at first.',
        '- Service history at the right intervals',
        '- Infotainment screen response and reversing camera',
        '- Even tyre wear and a straight steering wheel',
        '## Peace of mind',
        'Every used car comes with a 3-year warranty as standard, and our money-back guarantee lets you change your mind. [See used SUVs](/search/used-cars).',
      ],
    },
    {
      key: 'reserve-online', slug: 'reserve-online-now-live', title: 'Reserve any car online for $200', category: 'news', age: 11,
      description: 'Hold a car for 48 hours with a fully refundable deposit while you arrange finance or a test drive.', motif: 'reserve', imageAlt: 'A phone showing the reserve online button',
      body: [
        'Found the one? Reserve it online for a fully refundable $200 deposit and we hold it for 48 hours.',
        'Look for the **Reserve Now** button on any eligible car.',
      ],
    },
  ],
  'outback-rv-and-moto': [
    {
      key: 'caravan-review', slug: 'off-road-caravan-review', title: 'Off-road caravan review: a week on the Gibb River Road', category: 'vehicle-reviews', age: 7,
      author: 'Kate Wilson, Outback RV', description: 'Independent suspension, 200 W of solar and a 2,800 kg ATM: how a family off-roader handled corrugations.', motif: 'caravan', imageAlt: 'An off-road caravan on a red dirt track',
      body: [
        'We towed a family off-road van from Derby to Kununurra to see how it copes away from the bitumen.',
        '## The numbers',
        '- Aggregate trailer mass 2,800 kg, tare 2,150 kg',
        '- Body length 6.4 m (21 ft)',
        '- Sleeps five with bunks',
        '## Verdict',
        'Dust sealing was excellent and the solar kept the fridge running without a generator. [Browse caravans in stock](/search/new-used-and-demo-cars).',
      ],
    },
    {
      key: 'adventure-bikes', slug: 'adventure-motorcycles-for-beginners', title: 'Adventure motorcycles for new riders', category: 'news', age: 18,
      description: 'LAMS-approved adventure bikes to start your off-road riding, with free gear advice in store.', motif: 'motorcycle', imageAlt: 'An adventure motorcycle on a gravel road',
      body: [
        'Learner-approved adventure bikes are lighter, cheaper to run and forgiving on gravel.',
        'Drop into Outback Moto for a chat about gear, training and finance. [See our stock](/search/new-used-and-demo-cars).',
      ],
    },
  ],
};

/** The posts of one tenant: its own review and news, and the shared guides. */
export function blogPostSpecs(tenant: Pick<TenantDefinition, 'slug' | 'name'>): PostSpec[] {
  return [...(TENANT_POSTS[tenant.slug] ?? []), buyingGuide(tenant.name), financeGuide, tradeInGuide];
}

/** ISO date `days` before the reference date (the demo is deterministic, never "today"). */
const daysBefore = (context: TenantContext, days: number) => new Date(context.referenceDate.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/** Blog posts (SPEC.md 1 "read blog content"): the documents behind /blog and the blog list block. */
export function blogPostDocuments(tenant: TenantDefinition, context: TenantContext): ({ _id: string; _type: string } & Record<string, unknown>)[] {
  return blogPostSpecs(tenant).map((post) => ({
    _id: `blog-${tenant.slug}-${post.key}`,
    _type: 'blogPost',
    title: post.title,
    slug: slugField(post.slug),
    site: reference(context.siteId),
    publishedAt: daysBefore(context, post.age),
    category: post.category,
    ...(post.author ? { author: post.author } : {}),
    description: post.description,
    image: context.image(`blog-${tenant.slug}-${post.key}`, { kind: 'tile', motif: post.motif, primary: tenant.theme.primary, accent: tenant.theme.accent }, post.imageAlt),
    body: portableText(`blog${post.key.replace(/-/g, '')}`, post.body),
  }));
}
