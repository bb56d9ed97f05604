import { blockContracts } from '@dealer/schemas/blocks/contracts';
import { PAGE_QUERY } from '@dealer/schemas/queries';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { generateDemo, siteDocumentId } from '../generate';

describe('editorial documents behind the FAQ, reviews and blog blocks', () => {
  it('the riverside FAQ page finds its questions, reviews and posts, scoped to the site', async () => {
    const { documents } = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') });
    const params = { siteId: siteDocumentId('riverside-toyota'), slug: 'faqs' };
    const page = (await (await evaluate(parse(PAGE_QUERY, { params }), { dataset: documents, params })).get()) as { sections: { _type: string }[] };
    const parsed = Object.fromEntries(page.sections.map((section) => [section._type === 'faqAccordion' ? `${section._type}:${(section as { topic?: string }).topic}` : section._type,
      blockContracts[section._type as keyof typeof blockContracts].parse(section)]));
    expect(parsed['faqAccordion:reserve-online']).toMatchObject({ items: [{ question: 'How does reserving online work?' }, { question: 'Is the deposit refundable?' }] });
    expect(parsed['faqAccordion:trade-in']).toMatchObject({ items: [{ question: expect.stringContaining('trade-in') }] });
    // The block carries its settings; the reviews port serves the site's summary document.
    expect(parsed.reviews).toEqual({ heading: 'What our customers say', minRating: 4, limit: 12 });
    const summary = documents.find((doc) => doc._type === 'reviewSummary' && (doc as { site?: { _ref: string } }).site?._ref === params.siteId) as { averageRating: string; count: number; reviews: { reviewDate: string }[] } | undefined;
    expect(summary).toMatchObject({ averageRating: '4.6', count: 1284 });
    expect(summary!.reviews.length).toBeGreaterThan(12);
    // The three newest of the site's posts (its review and news, then the buying guide), newest first.
    expect(parsed.blogList).toMatchObject({ posts: [
      { href: '/blog/2025-toyota-rav4-hybrid-review' },
      { href: '/blog/extended-service-hours' },
      { href: '/blog/buying-your-next-car', heading: 'Buying your next car with Riverside Toyota' },
    ] });
  });
});
