import * as z from 'zod/mini';
import type { LeadFormRules } from './form-rules';
import { oneOf, optionalOneOf, optionalText, preferredDate, rego } from './fields';
import { contactShape, dealershipField, locationField, messageField, pageShape, vehicleShape, YES_NO } from './shared-shapes';

/** Category select of the enquiry form (SPEC 3 and 5: required, default General Enquiry). */
export const ENQUIRY_CATEGORIES = [
  'General Enquiry', 'Vehicle Enquiry', 'Finance Enquiry', 'Trade-In Enquiry', 'Service Enquiry', 'Parts Enquiry',
] as const;
export type EnquiryCategory = (typeof ENQUIRY_CATEGORIES)[number];

/** SPEC 4 and 7 subcategories. */
export const SUBCATEGORY = {
  findSimilar: 'Find me something similar',
  testDriveUsed: 'Test Drive Booking Used',
  testDriveNew: 'Test Drive Booking New',
  requestPhotos: 'Request Photos',
  offerAccepted: '3. Offer Accepted',
  valuationRequested: '1. Valuation Requested',
} as const;

/** SPEC 3: "Request Photos (hidden, default text asking for photos)". */
export const REQUEST_PHOTOS_TEXT = 'Please send me more photos of this vehicle.';

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
