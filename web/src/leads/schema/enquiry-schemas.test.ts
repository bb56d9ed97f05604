import { describe, expect, it } from 'vitest';
import { SPEC_TEXT, TEXT } from '../messages';
import { enquirySchema, findSimilarSchema, REQUEST_PHOTOS_TEXT, requestPhotosSchema, testDriveSchema } from './enquiry-schemas';
import { fieldErrors } from './field-errors';
import { LEGAL_PATHS, type LeadFormRules } from './form-rules';

const rules: LeadFormRules = { messageRequired: true, termsRequired: false, postcodeRequired: false, locations: [], defaultLocation: null, dealerships: [], legal: LEGAL_PATHS };
const withSelects: LeadFormRules = {
  ...rules,
  locations: [{ value: 'north', label: 'North' }, { value: 'south', label: 'South' }],
  dealerships: [{ value: 'd1', label: 'D1' }, { value: 'd2', label: 'D2' }],
};
const filled = { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678', message: 'Is it available?' };

const errors = (schema: ReturnType<typeof enquirySchema> | ReturnType<typeof testDriveSchema>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('enquiry schema (SPEC 3 and 5)', () => {
  it('applies the defaults: category General Enquiry, opt-in on, contact by phone', () => {
    const data = enquirySchema(rules).parse(filled);
    expect(data).toMatchObject({ category: 'General Enquiry', opt_in: true, PreferredContactMethod: 'Phone', terms_conditions: false, phone: '0412345678' });
  });

  it.each<[string, LeadFormRules, Record<string, unknown>, Record<string, string[]>]>([
    ['empty form', rules, {}, { name: [SPEC_TEXT.required], email: [SPEC_TEXT.required], phone: [SPEC_TEXT.required], message: [SPEC_TEXT.required] }],
    ['message optional for the tenant', { ...rules, messageRequired: false }, { ...filled, message: '' }, {}],
    ['location and dealership required when shown', withSelects, filled, { location: [SPEC_TEXT.required], dealership_slug: [SPEC_TEXT.required] }],
    ['an offered location', withSelects, { ...filled, location: 'north', dealership_slug: 'd2' }, {}],
    ['a location not offered', withSelects, { ...filled, location: 'east', dealership_slug: 'd9' }, { location: [TEXT.choose], dealership_slug: [TEXT.dealershipNotOffered] }],
    ['terms where the dealer requires them', { ...rules, termsRequired: true }, filled, { terms_conditions: [SPEC_TEXT.terms] }],
    ['postcode wrong', rules, { ...filled, postcode: '12' }, { postcode: [SPEC_TEXT.postcode] }],
    ['unknown category', rules, { ...filled, category: 'Free car' }, { category: [TEXT.choose] }],
    ['contact method not offered', rules, { ...filled, PreferredContactMethod: 'Carrier pigeon' }, { PreferredContactMethod: [TEXT.choose] }],
    ['finance and trade-in answers', rules, { ...filled, finance: 'Maybe', 'do-you-have-a-trade-in': 'Yes' }, { finance: [TEXT.choose] }],
    ['rego optional but well formed', rules, { ...filled, Rego: '!!' }, { Rego: [TEXT.rego] }],
    ['message too long', rules, { ...filled, message: 'x'.repeat(2001) }, { message: [TEXT.tooLong(2000)] }],
  ])('%s', (_name, formRules, input, expected) => {
    expect(errors(enquirySchema(formRules), input)).toEqual(expected);
  });

  it('drops unknown fields and fields the form did not show', () => {
    const data = enquirySchema(rules).parse({ ...filled, is_admin: true, location: 'north', dealership_slug: 'other-dealer' });
    expect(data).not.toHaveProperty('is_admin');
    expect(data.location).toBeUndefined();
    expect(data.dealership_slug).toBeUndefined();
  });

  it('keeps the hidden vehicle fields bounded', () => {
    expect(errors(enquirySchema(rules), { ...filled, car_id: 'abc' })).toEqual({ car_id: [TEXT.number] });
    expect(errors(enquirySchema(rules), { ...filled, car_description: 'x'.repeat(301) })).toEqual({ car_description: [TEXT.tooLong(300)] });
    expect(enquirySchema(rules).parse({ ...filled, car_id: '42', 'Vehicle Make': 'Toyota' })).toMatchObject({ car_id: 42, 'Vehicle Make': 'Toyota' });
  });
});

describe('test drive, request photos, find similar', () => {
  it('test drive: date and message not required (SPEC 5), date checked when given', () => {
    expect(errors(testDriveSchema(rules), { ...filled, message: '' })).toEqual({});
    expect(errors(testDriveSchema(rules), { ...filled, dateTime: '2001-01-01T10:00' })).toEqual({ dateTime: [TEXT.date] });
  });

  it('request photos: the hidden default text asks for photos', () => {
    expect(requestPhotosSchema(rules).parse({ ...filled, message: '' })['Request Photos']).toBe(REQUEST_PHOTOS_TEXT);
  });

  it('find similar: message required like an enquiry', () => {
    expect(findSimilarSchema(rules).safeParse({ ...filled, message: '' }).success).toBe(false);
  });
});
