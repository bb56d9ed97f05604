import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { siteFormRules } from './site-form-rules';

const standard: SiteConfig['forms'] = { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false };
const site = (forms: Partial<SiteConfig['forms']>) => ({ slug: 'any', dealershipSlugs: ['one-motors', 'two-motors'], forms: { ...standard, ...forms } }) as unknown as SiteConfig;
const noLocations: Location[] = [];

describe('siteFormRules reads the lead form switches from the site settings', () => {
  it('applies the spec defaults', () => {
    const rules = siteFormRules(site({}), noLocations, 'contact', { hasVehicle: false });
    expect([rules.messageRequired, rules.termsRequired, rules.dealerships.map((d) => d.value)]).toEqual([true, false, ['one-motors', 'two-motors']]);
    expect(siteFormRules(site({}), noLocations, 'finance-enquiry', { hasVehicle: false }).postcodeRequired).toBe(false);
  });

  it.each<[string, Partial<SiteConfig['forms']>, (s: SiteConfig) => unknown, unknown]>([
    ['message optional', { messageOptional: true }, (s) => siteFormRules(s, noLocations, 'contact', { hasVehicle: false }).messageRequired, false],
    ['terms required', { termsRequired: true }, (s) => siteFormRules(s, noLocations, 'fleet', { hasVehicle: false }).termsRequired, true],
    ['finance postcode', { financePostcodeRequired: true }, (s) => siteFormRules(s, noLocations, 'finance-enquiry', { hasVehicle: false }).postcodeRequired, true],
    ['dealership field removed', { dealershipFieldRemoved: true }, (s) => siteFormRules(s, noLocations, 'contact', { hasVehicle: false }).dealerships, []],
  ])('%s', (_name, forms, read, expected) => {
    expect(read(site(forms))).toEqual(expected);
  });
});
