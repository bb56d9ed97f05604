import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { SPEC_TEXT, TEXT } from '../messages';
import { careersSchema, contactSchema, financeEnquirySchema, fleetSchema, partsSchema, serviceSchema } from './department-schemas';
import { CV_TEXT } from './cv-file';
import { fieldErrors } from './field-errors';
import { LEGAL_PATHS, type LeadFormRules } from './form-rules';

const rules: LeadFormRules = { messageRequired: true, termsRequired: false, postcodeRequired: false, locations: [], defaultLocation: null, dealerships: [], legal: LEGAL_PATHS };
const person = { name: 'Sam', email: 'sam@example.com', phone: '0412345678' };
const errors = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const required = (...fields: string[]) => Object.fromEntries(fields.map((f) => [f, [SPEC_TEXT.required]]));

describe('department forms', () => {
  it.each<[string, z.ZodMiniType, Record<string, unknown>, Record<string, string[]>]>([
    ['contact empty', contactSchema(rules), {}, required('name', 'email', 'phone', 'message')],
    ['contact filled', contactSchema(rules), { ...person, message: 'Hello' }, {}],
    ['service empty', serviceSchema({ ...rules, messageRequired: false }), {}, required('name', 'email', 'phone', 'Vehicle Make', 'Vehicle Model', 'service_type')],
    ['service filled', serviceSchema(rules), { ...person, 'Vehicle Make': 'Toyota', 'Vehicle Model': 'HiLux', service_type: 'Logbook service', additional_services: ['Courtesy car'], message: 'x' }, {}],
    ['service extra not offered', serviceSchema(rules), { ...person, 'Vehicle Make': 'Toyota', 'Vehicle Model': 'HiLux', service_type: 'Logbook service', additional_services: ['Free tank'], message: 'x' }, { 'additional_services.0': [TEXT.choose] }],
    ['fleet empty', fleetSchema(rules), {}, required('name', 'email', 'phone', 'company', 'message')],
    ['fleet size not a number', fleetSchema(rules), { ...person, company: 'Acme', message: 'x', fleet_size: 'lots' }, { fleet_size: [TEXT.number] }],
    ['careers empty', careersSchema(rules), {}, required('name', 'email', 'phone', 'position', 'message')],
    ['careers with an uploaded CV', careersSchema(rules), { ...person, position: 'Technician', message: 'x', cv_file_id: '0b7c6c2e-6c1a-4d39-9a53-0f0e1c0d7a11' }, {}],
    ['careers with a CV id that is not one', careersSchema(rules), { ...person, position: 'Technician', message: 'x', cv_file_id: 'cv.pdf' }, { cv_file_id: [CV_TEXT.expired] }],
    ['careers with a file of another kind', careersSchema(rules), { ...person, position: 'Technician', message: 'x', cv: new File(['x'], 'cv.png', { type: 'image/png' }) }, { cv: [CV_TEXT.type] }],
    ['parts empty', partsSchema(rules), {}, required('name', 'email', 'phone', 'Vehicle Make', 'Vehicle Model', 'message')],
    ['finance empty', financeEnquirySchema({ ...rules, messageRequired: false }), {}, required('name', 'email', 'phone')],
    ['finance postcode on the tenant that needs it', financeEnquirySchema({ ...rules, messageRequired: false, postcodeRequired: true }), person, required('postcode')],
    ['finance amount out of range', financeEnquirySchema({ ...rules, messageRequired: false }), { ...person, amount: '500' }, { amount: ['Cannot be less than $1,000 or more than $250,000'] }],
  ])('%s', (_name, schema, input, expected) => {
    expect(errors(schema, input)).toEqual(expected);
  });

  it('finance enquiry defaults the credit history to GREAT (SPEC 9)', () => {
    expect(financeEnquirySchema({ ...rules, messageRequired: false }).parse(person)).toMatchObject({ selfAssessedCreditScore: 'GREAT' });
  });
});
