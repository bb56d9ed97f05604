import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { validateDocuments } from '../../validate-documents';
import { EXPIRY_BEFORE_START_MESSAGE } from '../rules/date-order';
import { OFFER_TARGET_MESSAGE } from './offer';

const referenced = [{ _id: 'site-a', _type: 'site' }];
const offer = (over: Record<string, unknown>) => ({
  _id: 'offer-1', _type: 'offer', title: 'Capped price servicing from $250', site: { _type: 'reference', _ref: 'site-a' },
  categories: ['service'], price: 250, validFrom: '2025-07-01T00:00:00+10:00', validUntil: '2025-07-24T23:59:59+10:00', href: '/service', ...over,
});

async function messages(over: Record<string, unknown>): Promise<string[]> {
  const problems = await validateDocuments([...referenced, offer(over)] as unknown as SanityDocument[]);
  return problems.filter((p) => p.id === 'offer-1' && p.level === 'error').map((p) => `${p.path}: ${p.message}`);
}

describe('offer validation in the Studio', () => {
  it('accepts a valid offer, and a standing offer without an end', async () => {
    expect(await messages({})).toEqual([]);
    expect(await messages({ validUntil: undefined })).toEqual([]);
  });

  it.each([
    ['an end before the start', { validUntil: '2025-06-30T00:00:00+10:00' }, `validUntil: ${EXPIRY_BEFORE_START_MESSAGE}`],
    ['no category', { categories: [] }, 'categories: Pick at least one category.'],
    ['neither a link nor a model', { href: undefined }, `href: ${OFFER_TARGET_MESSAGE}`],
    ['a link that is not a path or web address', { href: 'service page' }, 'href: Start the link with "/" for a page of this site, or with https:// for another website.'],
  ])('refuses %s', async (_name, over, message) => {
    expect(await messages(over)).toContain(message);
  });
});
