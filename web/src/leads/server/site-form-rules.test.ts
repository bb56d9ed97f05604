import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { schemaFor } from '../schema/lead-schemas';
import { siteFormRules } from './site-form-rules';

const standard: SiteConfig['forms'] = { messageOptional: false, termsRequired: false, financePostcodeRequired: false, dealershipFieldRemoved: false };
const site = (forms: Partial<SiteConfig['forms']>, dealerships: SiteConfig['dealerships'] = []) =>
  ({ slug: 'any', dealershipSlugs: ['one-motors', 'two-motors', 'three-motors'], dealerships, forms: { ...standard, ...forms } }) as unknown as SiteConfig;
const noLocations: Location[] = [];

describe('siteFormRules reads the lead form switches from the site settings', () => {
  it('applies the spec defaults', () => {
    const rules = siteFormRules(site({}), noLocations, 'contact', { hasVehicle: false });
    expect([rules.messageRequired, rules.termsRequired, rules.dealerships.map((d) => d.value)]).toEqual([true, false, ['one-motors', 'two-motors', 'three-motors']]);
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

describe('a dealership the site hides (SPEC 6)', () => {
  const hiding = (...slugs: string[]) => site({}, slugs.map((dealershipSlug) => ({ dealershipSlug, hidden: true, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] })));

  it('is not an option of the dealership field, and the others keep their order', () => {
    const rules = siteFormRules(hiding('two-motors'), noLocations, 'contact', { hasVehicle: false });
    expect(rules.dealerships).toEqual([{ value: 'one-motors', label: 'One Motors' }, { value: 'three-motors', label: 'Three Motors' }]);
  });

  it('leaves no field to choose from when only one dealership is left', () => {
    expect(siteFormRules(hiding('two-motors', 'three-motors'), noLocations, 'contact', { hasVehicle: false }).dealerships).toEqual([]);
  });
});

describe('a finance enquiry naming a hidden dealership (SPEC 6)', () => {
  const metro = site({}, [{ dealershipSlug: 'two-motors', hidden: true, financeEstimateExcluded: false, cardButtons: [], vehicleButtons: [] }]);
  const contact = { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' };
  const errorsOf = (dealership: string) => {
    const result = schemaFor('finance-enquiry', siteFormRules(metro, noLocations, 'finance-enquiry', { hasVehicle: false })).safeParse({ ...contact, dealership_slug: dealership });
    return result.success ? null : result.error.issues.filter((issue) => issue.path[0] === 'dealership_slug').map((issue) => issue.message);
  };

  it.each<[string, string[] | null]>([
    ['two-motors', ['That dealership is not available on this site. Please choose one of the dealerships listed.']],
    ['somewhere-else', ['That dealership is not available on this site. Please choose one of the dealerships listed.']],
    ['three-motors', null],
  ])('%s → %j', (dealership, errors) => {
    expect(errorsOf(dealership)).toEqual(errors);
  });
});
