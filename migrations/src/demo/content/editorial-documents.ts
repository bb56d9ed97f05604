import type { TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { blogPostDocuments } from './blog-posts';
import { demoReviews } from './demo-reviews';
import { portableText } from './portable-text';
import { reference } from './sanity-fields';

type Doc = { _id: string; _type: string } & Record<string, unknown>;

/** ISO date `days` before the reference date (the demo is deterministic, never "today"). */
const daysBefore = (context: TenantContext, days: number) => new Date(context.referenceDate.getTime() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * FAQs, a review summary, blog posts and delivery zones for each tenant: the documents behind the
 * FAQ accordion, reviews and blog list blocks and the delivery calculator (SPEC.md 1, 3, 9).
 */
export function editorialDocuments(tenant: TenantDefinition, context: TenantContext): Doc[] {
  const site = reference(context.siteId);
  const id = (kind: string, key: string) => `${kind}-${tenant.slug}-${key}`;
  const faqs: [key: string, topic: string, question: string, answer: string][] = [
    ['deposit', 'reserve-online', 'How does reserving online work?', 'Press Reserve Now on the car and pay the fully refundable deposit shown on the button; we hold the car for 48 hours while you arrange a test drive or finance.'],
    ['refund', 'reserve-online', 'Is the deposit refundable?', 'Yes. The deposit is 100% refundable if you decide not to go ahead.'],
    ['valuation', 'trade-in', 'Can I get an online estimate for my trade-in?', 'Generally we cannot give an online estimate for cars over 7 years old or with more than 100,000 km; book an inspection instead.'],
    ['warranty', 'warranty', 'What warranty comes with a used car?', 'Our used cars come with a 3-year warranty as standard. Ask us for the terms.'],
  ];
  return [
    ...faqs.map(([key, topic, question, answer], index) => ({
      _id: id('faq', key), _type: 'faq', question, site, topic, order: (index + 1) * 10, answer: portableText(`faq${key}`, [answer]),
    })),
    {
      _id: id('reviews', 'site'), _type: 'reviewSummary', title: `${tenant.name} reviews`, site,
      ...demoReviews(tenant, (days) => daysBefore(context, days)),
    },
    ...blogPostDocuments(tenant, context),
    {
      _id: id('delivery', 'metro'), _type: 'deliveryZone', regionName: `${context.address.city} and surrounds`, site, price: 0,
      postcodeRanges: [{ _key: 'r1', from: context.address.postcode, to: context.address.postcode }],
    },
    {
      _id: id('delivery', 'state'), _type: 'deliveryZone', regionName: `Regional ${context.address.state}`, site, price: 990,
      postcodeRanges: [{ _key: 'r1', from: '4000', to: '4999' }, { _key: 'r2', from: '2000', to: '2999' }],
    },
  ];
}
