import { describe, expect, it } from 'vitest';
import type { FormLeadKind } from '../lead-kind';
import { LEGAL_FALLBACK, LEGAL_PATHS, legalLinks, leadFormRules, type RuleLocation, type TenantFormSettings } from './form-rules';

const settings: TenantFormSettings = { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false };
const loc = (slug: string, dealershipSlug: string, locationType: string, locationSubtype: string | null = null): RuleLocation => ({ slug, name: slug, dealershipSlug, locationType, locationSubtype });
const group = [loc('a-sales', 'a', 'sales'), loc('a-service', 'a', 'service'), loc('b-sales', 'b', ''), loc('b-parts', 'b', 'parts'), loc('b-buy', 'b', 'car-buying', 'buying')];
const dealers = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
const single = [loc('only', 'solo', 'sales')];

const rules = (kind: FormLeadKind, overrides: Partial<Parameters<typeof leadFormRules>[0]> = {}) =>
  leadFormRules({ kind, settings, locations: group, dealerships: dealers, hasVehicle: false, ...overrides });
const shown = (kind: FormLeadKind, overrides: Partial<Parameters<typeof leadFormRules>[0]> = {}) => rules(kind, overrides).locations.map((o) => o.value);

describe('leadFormRules', () => {
  it.each<[FormLeadKind, string[]]>([
    ['contact', ['a-sales', 'b-sales']],
    ['enquiry', ['a-sales', 'b-sales']],
    ['careers', ['a-sales', 'a-service', 'b-sales', 'b-parts', 'b-buy']],
    ['fleet', []],
    ['finance-enquiry', []],
  ])('%s offers locations %j', (kind, expected) => {
    expect(shown(kind)).toEqual(expected);
  });

  it('uses the only fitting location without asking', () => {
    expect(rules('service')).toMatchObject({ locations: [], defaultLocation: 'a-service', dealerships: [] });
    expect(rules('trade-in')).toMatchObject({ locations: [], defaultLocation: 'b-buy' });
    expect(rules('trade-in', { locations: single })).toMatchObject({ defaultLocation: 'only' });
  });

  it('asks for a preferred dealership only when there are several and no location says it (SPEC 5)', () => {
    expect(rules('fleet').dealerships).toEqual(dealers);
    expect(rules('contact').dealerships).toEqual([]);
    expect(rules('fleet', { dealerships: [dealers[0]!] }).dealerships).toEqual([]);
    expect(rules('fleet', { settings: { ...settings, dealershipFieldRemoved: true } }).dealerships).toEqual([]);
    expect(rules('finance-enquiry', { hasVehicle: true }).dealerships).toEqual([]);
  });

  it('a vehicle or a fixed location decides the location', () => {
    expect(rules('enquiry', { hasVehicle: true })).toMatchObject({ locations: [], defaultLocation: null, dealerships: [] });
    expect(rules('contact', { fixedLocation: 'b-sales' })).toMatchObject({ locations: [], defaultLocation: 'b-sales' });
    expect(rules('contact', { fixedLocation: 'elsewhere' }).locations).toHaveLength(2);
  });

  it.each<[FormLeadKind, Partial<TenantFormSettings>, boolean]>([
    ['enquiry', {}, true],
    ['enquiry', { messageOptional: true }, false],
    ['contact', {}, true],
    ['test-drive', {}, false],
    ['request-photos', {}, false],
    ['service', {}, false],
  ])('%s message required with %j: %s', (kind, overrides, required) => {
    expect(rules(kind, { settings: { ...settings, ...overrides } }).messageRequired).toBe(required);
  });

  it('requires terms and postcode for trade-ins, terms where the dealer asks, postcode for finance where the dealer asks', () => {
    expect(rules('trade-in')).toMatchObject({ termsRequired: true, postcodeRequired: true });
    expect(rules('enquiry')).toMatchObject({ termsRequired: false, postcodeRequired: false });
    expect(rules('enquiry', { settings: { ...settings, termsRequired: true } }).termsRequired).toBe(true);
    expect(rules('finance-enquiry', { settings: { ...settings, financePostcodeRequired: true } }).postcodeRequired).toBe(true);
  });
});

describe('consent links (terms and privacy pages, else the contact page)', () => {
  it.each([
    [{ terms: true, privacy: true }, { terms: '/terms-and-conditions', privacy: '/privacy-policy' }],
    [{ terms: true, privacy: false }, { terms: '/terms-and-conditions', privacy: LEGAL_FALLBACK }],
    [{ terms: false, privacy: true }, { terms: LEGAL_FALLBACK, privacy: '/privacy-policy' }],
    [{ terms: false, privacy: false }, { terms: '/contact', privacy: '/contact' }],
  ])('%o', (has, expected) => {
    expect(legalLinks(has)).toEqual(expected);
  });

  it('travel with the rules; the standard paths when not looked up', () => {
    expect(rules('enquiry').legal).toEqual(LEGAL_PATHS);
    expect(rules('trade-in', { legal: { terms: '/contact', privacy: '/privacy-policy' } }).legal).toEqual({ terms: '/contact', privacy: '/privacy-policy' });
  });
});
