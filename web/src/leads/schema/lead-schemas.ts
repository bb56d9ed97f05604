import type * as z from 'zod/mini';
import type { FormLeadKind } from '../lead-kind';
import { careersSchema, contactSchema, financeEnquirySchema, fleetSchema, partsSchema, serviceSchema } from './department-schemas';
import { enquirySchema, findSimilarSchema, requestPhotosSchema, testDriveSchema } from './enquiry-schemas';
import type { LeadFormRules } from './form-rules';
import { tradeInSchema } from './trade-in-schemas';

/**
 * The schema of each form lead kind: what its route handler validates with. Client components
 * import their own schema function directly, so a page ships only the schema of its form.
 */
export const LEAD_SCHEMAS = {
  'enquiry': enquirySchema,
  'test-drive': testDriveSchema,
  'request-photos': requestPhotosSchema,
  'find-similar': findSimilarSchema,
  'contact': contactSchema,
  'service': serviceSchema,
  'fleet': fleetSchema,
  'careers': careersSchema,
  'parts': partsSchema,
  'finance-enquiry': financeEnquirySchema,
  'trade-in': tradeInSchema,
} satisfies Record<FormLeadKind, (rules: LeadFormRules) => z.ZodMiniType>;

/** Field values of any lead form after validation: a flat record (arrays for multi-selects). */
export type LeadValues = Record<string, unknown>;

export function schemaFor(kind: FormLeadKind, rules: LeadFormRules): z.ZodMiniType<LeadValues> {
  return LEAD_SCHEMAS[kind](rules) as unknown as z.ZodMiniType<LeadValues>;
}
