import { describe, expect, it } from 'vitest';
import { generateDemo, siteDocumentId } from '../../generate';

type Doc = {
  _id: string; _type: string; site?: { _ref: string }; slug?: { current: string }; visible?: boolean; dealershipSlug?: string;
  dealerships?: { dealershipSlug: string; hidden?: boolean }[]; sections?: { _type: string; stats?: { value: string; label: string }[] }[] };

describe("the group's headline numbers (SPEC 1 group claims)", () => {
  it('count the locations and brands the site shows, never more', { timeout: 120_000 }, () => {
    const documents = generateDemo({ seed: 7, referenceDate: new Date('2025-11-21T00:00:00Z') }).documents as Doc[];
    const site = siteDocumentId('metro-motor-group');
    const mine = documents.filter((doc) => doc.site?._ref === site);
    const home = mine.find((doc) => doc._type === 'page' && doc.slug?.current === 'home');
    const stats = home?.sections?.find((section) => section._type === 'statsCounter')?.stats ?? [];
    const value = (label: string) => stats.find((stat) => stat.label === label)?.value;
    // What /locations lists: visible locations of the dealerships the site does not hide (SPEC 6).
    const hidden = new Set(documents.find((doc) => doc._id === site)?.dealerships?.filter((d) => d.hidden).map((d) => d.dealershipSlug));
    expect(hidden.size).toBeGreaterThan(0);
    const shown = mine.filter((doc) => doc._type === 'location' && doc.visible !== false && !hidden.has(doc.dealershipSlug ?? ''));
    expect(value('Locations')).toBe(String(shown.length));
    expect(value('Brands')).toBe(String(mine.filter((doc) => doc._type === 'brand').length));
    expect([value('Locations'), value('Brands'), value('Years')]).toEqual(['18', '18', '30+']);
  });
});
