import * as z from 'zod/mini';
import { ENQUIRY_CATEGORIES, REQUEST_PHOTOS_TEXT } from './form-choices';
import type { LeadFormRules } from './form-rules';
import { oneOf, optionalOneOf, optionalText, preferredDate, rego } from './fields';
import { contactShape, dealershipField, locationField, messageField, pageShape, vehicleShape, YES_NO } from './shared-shapes';

export { ENQUIRY_CATEGORIES, REQUEST_PHOTOS_TEXT, SUBCATEGORY, type EnquiryCategory } from './form-choices';

function enquiryBase(rules: LeadFormRules) {
  return {
    ...contactShape(rules),
    ...vehicleShape,
    ...pageShape,
    subcategory: optionalText(100),
    message: messageField(rules),
    location: locationField(rules),
    dealership_slug: dealershipField(rules),
    Rego: rego({ required: false }),
    finance: optionalOneOf(YES_NO),
    'do-you-have-a-trade-in': optionalOneOf(YES_NO),
  };
}

/** The enquiry form (SPEC 3, 5): category select, message, vehicle fields when about a car. */
export function enquirySchema(rules: LeadFormRules) {
  return z.object({ ...enquiryBase(rules), category: z._default(oneOf(ENQUIRY_CATEGORIES), 'General Enquiry') });
}

/**
 * Test-drive booking: date and time, message not required (SPEC 5). `slot` is one of the car's
 * offered slots (SPEC 7 availability; the server checks it is offered and books it); without
 * slots the shopper may name a preferred date and time instead.
 */
export function testDriveSchema(rules: LeadFormRules) {
  return z.object({ ...enquiryBase({ ...rules, messageRequired: false }), dateTime: preferredDate({ required: false }), slot: optionalText(40) });
}

/** Request photos: the request itself is the hidden default text, so no message is needed. */
export function requestPhotosSchema(rules: LeadFormRules) {
  return z.object({
    ...enquiryBase({ ...rules, messageRequired: false }),
    'Request Photos': z.pipe(optionalText(300), z.transform((v: string | undefined) => v ?? REQUEST_PHOTOS_TEXT)),
  });
}

/** Find me something similar (SPEC 4): a sold car's enquiry, message prefilled. */
export function findSimilarSchema(rules: LeadFormRules) {
  return z.object(enquiryBase(rules));
}

export type EnquiryInput = z.input<ReturnType<typeof enquirySchema>>;
export type TestDriveInput = z.input<ReturnType<typeof testDriveSchema>>;
