import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { validateDocuments } from '../validate-documents';
import { PROMO_POSITION_MESSAGE } from './documents/promo-node';
import { HREF_MESSAGE } from './objects/link';
import { AU_PHONE_MESSAGE } from './rules/au-phone';
import { EXPIRY_BEFORE_START_MESSAGE } from './rules/date-order';
import { POSTCODE_MESSAGE } from './rules/postcode';
import { ALL_DEALERSHIPS_HIDDEN_MESSAGE, DUPLICATE_DEALERSHIP_MESSAGE } from './rules/site-dealership-entry';
import { DUPLICATE_SLUG_MESSAGE } from './rules/unique-slug';

const site = (id: string) => ({ _type: 'reference', _ref: id });
const promo = (over: Record<string, unknown>) => ({
  _id: 'promo-1', _type: 'promoNode', title: 'EOFY', site: site('site-a'),
  start: '2025-07-01T00:00:00+10:00', expiry: '2025-07-24T23:59:59+10:00', position: 8, display: ['new'], strictDisplay: false,
  node: { heading: 'EOFY', href: '/eofy' }, ...over,
});
const pageDoc = (id: string, siteId: string, slug: string) => ({ _id: id, _type: 'page', title: 'About', slug: { _type: 'slug', current: slug }, site: site(siteId) });
const address = (postcode: string) => ({ street: '1 Main St', city: 'Springwood', state: 'QLD', postcode });
const locationDoc = (over: Record<string, unknown>) => ({
  _id: 'loc-1', _type: 'location', name: 'Springwood', slug: { _type: 'slug', current: 'springwood' }, site: site('site-a'),
  dealership: { _type: 'reference', _ref: 'dealer-1' }, dealershipSlug: 'metro', address: address('4127'), phone: '07 5550 1101', ...over,
});

/** Referenced documents must exist; their own content is not under test here. */
const referenced = [{ _id: 'site-a', _type: 'site' }, { _id: 'site-b', _type: 'site' }, { _id: 'dealer-1', _type: 'dealership' }];

async function messagesFor(documents: Record<string, unknown>[], id: string): Promise<string[]> {
  const problems = await validateDocuments([...referenced, ...documents] as unknown as SanityDocument[]);
  return problems.filter((p) => p.id === id && p.level === 'error').map((p) => `${p.path}: ${p.message}`);
}

describe('the Studio refuses bad input with a message an editor understands', () => {
  it('accepts a valid promo card', async () => {
    expect(await messagesFor([promo({})], 'promo-1')).toEqual([]);
  });

  it.each([
    ['expiry before start', { expiry: '2025-06-30T00:00:00+10:00' }, `expiry: ${EXPIRY_BEFORE_START_MESSAGE}`],
    // Same wall-clock day, but 09:00 at +10:00 is before 23:30 UTC of the previous day.
    ['expiry before start across time zones', { start: '2025-06-30T23:30:00Z', expiry: '2025-07-01T09:00:00+10:00' }, `expiry: ${EXPIRY_BEFORE_START_MESSAGE}`],
    ['promo position below 1', { position: 0 }, `position: ${PROMO_POSITION_MESSAGE}`],
  ])('%s', async (_name, over, expected) => {
    expect(await messagesFor([promo(over)], 'promo-1')).toEqual([expected]);
  });

  it('refuses a duplicate slug within a tenant and allows it across tenants', async () => {
    const docs = [pageDoc('p1', 'site-a', 'about-us'), pageDoc('p2', 'site-a', 'about-us'), pageDoc('p3', 'site-b', 'about-us')];
    expect(await messagesFor(docs, 'p2')).toEqual([`slug: ${DUPLICATE_SLUG_MESSAGE}`]);
    expect(await messagesFor(docs, 'p3')).toEqual([]);
  });

  it('treats a draft and its published copy as one document', async () => {
    const docs = [pageDoc('p1', 'site-a', 'about-us'), pageDoc('drafts.p1', 'site-a', 'about-us')];
    expect(await messagesFor(docs, 'drafts.p1')).toEqual([]);
  });

  it.each([
    ['a phone that is not Australian', { phone: '+1 415 555 0100' }, `phone: ${AU_PHONE_MESSAGE}`],
    ['a postcode that is not 4 digits', { address: address('412') }, `address.postcode: ${POSTCODE_MESSAGE}`],
    ['a closing time before opening', { openingHours: [{ _key: 'd1', weekday: 1, status: 'Open', open: '17:00', close: '08:00' }] }, 'openingHours.{"_key":"d1"}.close: The closing time must be after the opening time.'],
  ])('refuses %s', async (_name, over, expected) => {
    expect(await messagesFor([locationDoc(over)], 'loc-1')).toEqual([expected]);
  });

  it('accepts a valid location', async () => {
    expect(await messagesFor([locationDoc({})], 'loc-1')).toEqual([]);
  });

  it.each([
    ['an address without https://', 'www.lender.example/apply', [`finance.defaultLink: ${HREF_MESSAGE}`]],
    ["a lender's https:// address", 'https://apply.lender.example/dealer/42', []],
    ['a page of the site', '/apply-for-finance', []],
  ])('checks the default finance link: %s', async (_name, defaultLink, expected) => {
    const problems = await validateDocuments([...referenced, { _id: 'site-f', _type: 'site', finance: { defaultLink } }] as unknown as SanityDocument[]);
    expect(problems.filter((p) => p.id === 'site-f' && p.level === 'error' && String(p.path).startsWith('finance.defaultLink')).map((p) => `${p.path}: ${p.message}`)).toEqual(expected);
  });

  describe("a site's dealership settings (SPEC 6)", () => {
    const entry = (key: string, dealershipSlug: string, hidden = false) => ({ _key: key, _type: 'siteDealership', dealershipSlug, hidden });
    const dealershipProblems = async (dealerships: Record<string, unknown>[], dealershipSlugs = ['metro-toyota', 'metro-fleet']) => {
      const problems = await validateDocuments([...referenced, { _id: 'site-d', _type: 'site', dealershipSlugs, dealerships }] as unknown as SanityDocument[]);
      return problems.filter((p) => p.id === 'site-d' && p.level === 'error' && String(p.path).startsWith('dealerships')).map((p) => `${p.path}: ${p.message}`);
    };

    it('accepts one entry per dealership of the site', async () => {
      expect(await dealershipProblems([entry('e1', 'metro-fleet', true), entry('e2', 'metro-toyota')])).toEqual([]);
    });

    it.each<[string, Record<string, unknown>[], string[]]>([
      ['a dealership the site does not list', [entry('e1', 'metro-fleet', true), entry('e2', 'metro-kia')],
        ['dealerships.{"_key":"e2"}.dealershipSlug: "metro-kia" is not one of this site\'s dealership slugs. Use one of: metro-toyota, metro-fleet.']],
      ['a second entry for the same dealership (the first one wins)', [entry('e1', 'metro-fleet', true), entry('e2', 'metro-fleet', false)],
        [`dealerships.{"_key":"e2"}.dealershipSlug: ${DUPLICATE_DEALERSHIP_MESSAGE}`]],
      ['an entry without a dealership', [{ _key: 'e1', _type: 'siteDealership', hidden: true }],
        ['dealerships.{"_key":"e1"}.dealershipSlug: Required']],
      ['every dealership hidden', [entry('e1', 'metro-fleet', true), entry('e2', 'metro-toyota', true)],
        [`dealerships: ${ALL_DEALERSHIPS_HIDDEN_MESSAGE}`]],
    ])('refuses %s', async (_name, dealerships, expected) => {
      expect(await dealershipProblems(dealerships)).toEqual(expected);
    });
  });
});
