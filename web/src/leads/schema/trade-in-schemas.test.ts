import { describe, expect, it } from 'vitest';
import { SPEC_TEXT, TEXT } from '../messages';
import { fieldErrors } from './field-errors';
import { LEGAL_PATHS, type LeadFormRules } from './form-rules';
import { offerAcceptanceSchema, regoLookupSchema, TRADE_IN_STEPS, tradeInSchema } from './trade-in-schemas';

const rules: LeadFormRules = { messageRequired: false, termsRequired: true, postcodeRequired: true, locations: [{ value: 'yard', label: 'Yard' }, { value: 'buying', label: 'Buying centre' }], defaultLocation: null, dealerships: [], legal: LEGAL_PATHS };
const answers = { accident: 'No', damage: 'No', warning_lights: 'No', service_history: 'Yes', two_keys: 'Yes', finance_owing: 'No' };
const valid = {
  rego: 'abc123', regoState: 'QLD', year: '2019', make: 'Mazda', model: 'CX-5', kms: '64,000', adjustmentAnswers: answers,
  name: 'Sam', last_name: 'Lee', postcode: '4000', phone: '61412345678', email: 'sam@example.com', terms_conditions: true, location_id: 'yard',
};
const errors = (input: unknown) => {
  const result = tradeInSchema(rules).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('trade-in schema (SPEC 3, 5)', () => {
  it('accepts a complete valuation request and normalises it', () => {
    expect(tradeInSchema(rules).parse(valid)).toMatchObject({ rego: 'ABC123', year: 2019, kms: 64000, phone: '0412345678', website: '', opt_in: true });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['terms unticked', { ...valid, terms_conditions: false }, { terms_conditions: [SPEC_TEXT.terms] }],
    ['postcode of 3 digits', { ...valid, postcode: '400' }, { postcode: [SPEC_TEXT.postcode] }],
    ['landline as mobile', { ...valid, phone: '07 3123 4567' }, { phone: [TEXT.mobile] }],
    ['no last name', { ...valid, last_name: '' }, { last_name: [SPEC_TEXT.required] }],
    ['unanswered question', { ...valid, adjustmentAnswers: { ...answers, accident: '' } }, { 'adjustmentAnswers.accident': [SPEC_TEXT.required] }],
    ['location not offered', { ...valid, location_id: 'moon' }, { location_id: [TEXT.choose] }],
    ['kms missing', { ...valid, kms: '' }, { kms: [SPEC_TEXT.required] }],
    ['year in the future', { ...valid, year: String(new Date().getFullYear() + 3) }, { year: [TEXT.year] }],
  ])('%s', (_name, input, expected) => {
    expect(errors(input)).toEqual(expected);
  });

  it('every step names fields of the schema', () => {
    const keys = Object.keys(tradeInSchema(rules).shape);
    for (const step of TRADE_IN_STEPS) for (const field of step.fields) expect(keys).toContain(field);
  });

  it('rego lookup needs the plate and the state', () => {
    expect(regoLookupSchema.safeParse({ rego: '', regoState: '' }).error?.issues.map((i) => i.message)).toEqual([SPEC_TEXT.required, SPEC_TEXT.required]);
    expect(regoLookupSchema.parse({ rego: 'xyz 789', regoState: 'NSW' })).toEqual({ rego: 'XYZ789', regoState: 'NSW' });
  });

  it('offer acceptance carries the lead and valuation ids', () => {
    expect(offerAcceptanceSchema.safeParse({ lead_id: 'x', valuation_id: 'y', offer_accepted: true }).success).toBe(false);
    const id = '6f1c1a9e-2f7e-4c36-9d8f-0d2b8f3f4a11';
    expect(offerAcceptanceSchema.parse({ lead_id: id, valuation_id: id, offer_accepted: true })).toEqual({ lead_id: id, valuation_id: id, offer_accepted: true, form_completed: true });
  });
});
