import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemo, siteDocumentId, type DemoData, type SanityDocument } from './generate';
import { demoTenants } from './tenants';

/**
 * Demo copy a dealer would not be embarrassed by (SPEC 1 claims): no two figures of one claim
 * across a tenant's documents, no placeholder words and no doubled words.
 */
const referenceDate = new Date('2025-11-21T00:00:00Z');
let demo: DemoData;
beforeAll(() => {
  demo = generateDemo({ seed: 7, referenceDate });
});

const SKIPPED_KEYS = new Set(['_id', '_type', '_ref', '_key', 'slug', 'current', 'url', 'href', 'asset', 'domains', 'baseFilter', 'searchFilters', 'icon']);

/** Every human-readable string in a document, with the path it sits at. */
function texts(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (SKIPPED_KEYS.has(key) ? [] : texts(item, path ? `${path}.${key}` : key)));
  }
  return [];
}

const siteRef = (document: SanityDocument) => (document.site as { _ref?: string } | undefined)?._ref;

function tenantDocuments(slug: string): SanityDocument[] {
  const siteId = siteDocumentId(slug);
  return demo.documents.filter((document) => document._id === siteId || siteRef(document) === siteId);
}

function tenantTexts(slug: string) {
  return tenantDocuments(slug).flatMap((document) => texts(document).map((entry) => ({ ...entry, path: `${document._id}:${entry.path}` })));
}

/** Every distinct number a pattern's first group captures across the tenant's texts, with where. */
function figures(slug: string, pattern: RegExp): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (const { path, text } of tenantTexts(slug)) {
    for (const match of text.matchAll(pattern)) {
      const value = Number(match.slice(1).find((group) => group !== undefined)!.replace(/,/g, ''));
      found.set(value, [...(found.get(value) ?? []), `${path}: ${match[0]}`]);
    }
  }
  return found;
}

const slugs = demoTenants.map((tenant) => tenant.slug);
const siteOf = (slug: string) => demo.documents.find((document) => document._id === siteDocumentId(slug)) as SanityDocument & {
  claims: { deposit: { amount: number }; moneyBack: { hours?: number | null; days?: number | null } | null; warrantyYears: number };
};

describe('demo copy', () => {
  it.each(slugs)('%s states one deposit, one money-back period and one inspection for a programme', (slug) => {
    const { claims } = siteOf(slug);
    const deposits = figures(slug, /\$([\d,]+)(?:,)?\s+(?:fully refundable\s+)?deposit|deposit\s+of\s+\$([\d,]+)|fully refundable \$([\d,]+)/gi);
    for (const value of deposits.keys()) expect(value, JSON.stringify([...deposits])).toBe(claims.deposit.amount);
    const moneyBack = figures(slug, /\b(\d+)[- ](?:hour|day)s?,?(?:\s+\d+\s*km)?\s+money-back/gi);
    const period = claims.moneyBack?.hours ?? claims.moneyBack?.days ?? null;
    for (const value of moneyBack.keys()) expect(value, JSON.stringify([...moneyBack])).toBe(period);
    const inspections = figures(slug, /\b(\d+)-point (?:mechanical and safety )?inspection/gi);
    expect([...inspections.keys()].length, JSON.stringify([...inspections])).toBeLessThanOrEqual(1);
  });

  it.each(slugs)('%s never states more locations, brands or dealerships than its own data shows', (slug) => {
    const siteDealerships = (siteOf(slug) as unknown as { dealerships?: Array<{ dealershipSlug: string; hidden?: boolean }> }).dealerships ?? [];
    const hidden = new Set(siteDealerships.filter((entry) => entry.hidden).map((entry) => entry.dealershipSlug));
    const documents = tenantDocuments(slug);
    // A location belongs to its dealership; a dealership is its own; brands belong to none.
    const dealershipOf: Record<string, (document: SanityDocument) => string> = {
      location: (document) => String(document.dealershipSlug),
      dealership: (document) => (document.slug as { current: string }).current,
    };
    const shown = (type: string) => documents.filter((document) =>
      document._type === type && document.visible !== false && !hidden.has(dealershipOf[type]?.(document) ?? ''));
    const held: Record<string, number> = { location: shown('location').length, brand: shown('brand').length, dealership: shown('dealership').length };
    const stated = /\b(?:over|more than)?\s*(\d[\d,]*)\+?\s+(locations?|brands?|dealerships?|showrooms?)\b/gi;
    const problems: string[] = [];
    for (const { path, text } of tenantTexts(slug)) {
      for (const match of text.matchAll(stated)) {
        const [phrase, number = '', noun = ''] = match;
        const kind = noun.toLowerCase().replace(/s$/, '').replace('showroom', 'location');
        const count = Number(number.replace(/,/g, ''));
        // "over 18" claims at least 19.
        const claimed = /over|more than/i.test(phrase) ? count + 1 : count;
        const shownCount = held[kind] ?? 0;
        if (claimed > shownCount) problems.push(`${path}: "${phrase.trim()}" but the site shows ${shownCount} ${kind}s`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(slugs)('%s has no placeholder words and no doubled words', (slug) => {
    const problems: string[] = [];
    for (const { path, text } of tenantTexts(slug)) {
      const placeholder = /\b(lorem|ipsum|todo|tbd|fixme|placeholder|xxx+|changeme)\b/i.exec(text);
      if (placeholder) problems.push(`${path}: placeholder "${placeholder[0]}"`);
      const unfilled = /\{(?!vehicle\}|dealer\}|warrantyYears\})[^}]*\}/.exec(text);
      if (unfilled) problems.push(`${path}: unfilled "${unfilled[0]}"`);
      const doubled = /\b([a-z]+)\s+\1\b/i.exec(text);
      if (doubled) problems.push(`${path}: doubled "${doubled[0]}"`);
      // A name ending in s takes a bare apostrophe ("Valley Used Cars'", lib/possessive.ts).
      const possessive = /\b[A-Z]\w*s's\b/.exec(text);
      if (possessive) problems.push(`${path}: possessive "${possessive[0]}"`);
    }
    expect(problems).toEqual([]);
  });
});
