import * as z from 'zod/mini';
import { TEXT } from '../messages';
import { chosenFile, CV_TEXT, cvFileProblem } from './cv-file';
import { ADDITIONAL_SERVICES, CREDIT_SCORES, SERVICE_TYPES } from './form-choices';
import type { LeadFormRules } from './form-rules';
import { oneOf, optionalText, preferredDate, rego, requiredText, wholeNumber } from './fields';
import { contactShape, dealershipField, locationField, messageField, pageShape, vehicleShape } from './shared-shapes';

/** Contact us / contact a location. */
export function contactSchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...pageShape,
    message: messageField(rules),
    location: locationField(rules),
    dealership_slug: dealershipField(rules),
  });
}

export { ADDITIONAL_SERVICES, CREDIT_SCORES, SERVICE_TYPES } from './form-choices';

const nextYear = () => new Date().getFullYear() + 1;
const yearField = (required: boolean) => wholeNumber({ min: 1950, max: nextYear(), required, message: TEXT.year });

/** Service booking: the shopper's own car, the work wanted, when and where. */
export function serviceSchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...pageShape,
    'Vehicle Make': requiredText(60),
    'Vehicle Model': requiredText(60),
    car_year: yearField(false),
    Rego: rego({ required: false }),
    km: wholeNumber({ min: 0, max: 2_000_000, required: false }),
    service_type: oneOf(SERVICE_TYPES),
    additional_services: z._default(z.array(z.enum(ADDITIONAL_SERVICES, { error: TEXT.choose })).check(z.maxLength(ADDITIONAL_SERVICES.length)), []),
    dateTime: preferredDate({ required: false }),
    message: messageField(rules),
    location: locationField(rules),
    dealership_slug: dealershipField(rules),
  });
}

/** Fleet and business buyers. */
export function fleetSchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...pageShape,
    company: requiredText(100),
    fleet_size: wholeNumber({ min: 1, max: 100_000, required: false }),
    message: messageField(rules),
    dealership_slug: dealershipField(rules),
  });
}

/**
 * The form field: empty, or one acceptable file. On the server the field is never sent (the form
 * uploads the file and sends `cv_file_id`), so anything else that arrives is refused.
 */
export function cvField() {
  return z.optional(z.unknown().check(z.refine((value) => {
    if (value === undefined || value === null || value === '') return true;
    if (typeof FileList !== 'undefined' && value instanceof FileList && value.length === 0) return true;
    const file = chosenFile(value);
    return file !== null && cvFileProblem(file) === null;
  }, {
    // zod/mini refinements carry one message; the precise one is computed from the value.
    error: (issue) => {
      const file = chosenFile(issue.input);
      return (file && cvFileProblem(file)) ?? CV_TEXT.type;
    },
  })));
}

/** Careers: expressions of interest (SPEC 7: analytics event 51). */
export function careersSchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...pageShape,
    position: requiredText(100),
    message: messageField(rules),
    /** The chosen file, in the browser; the form uploads it and sends `cv_file_id` instead. */
    cv: cvField(),
    cv_file_id: z.optional(z.uuid({ error: CV_TEXT.expired })),
    location: locationField(rules),
    dealership_slug: dealershipField(rules),
  });
}

/** Parts and accessories enquiry. */
export function partsSchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...pageShape,
    'Vehicle Make': requiredText(60),
    'Vehicle Model': requiredText(60),
    car_year: yearField(false),
    vin: optionalText(17),
    message: messageField(rules),
    location: locationField(rules),
    dealership_slug: dealershipField(rules),
  });
}

/** Finance enquiry (SPEC 7: category Finance Enquiry); about a car when the page has car_id. */
export function financeEnquirySchema(rules: LeadFormRules) {
  return z.object({
    ...contactShape(rules),
    ...vehicleShape,
    ...pageShape,
    amount: wholeNumber({ min: 1000, max: 250_000, required: false, message: 'Cannot be less than $1,000 or more than $250,000' }),
    term: wholeNumber({ min: 1, max: 7, required: false }),
    selfAssessedCreditScore: z._default(oneOf(CREDIT_SCORES), 'GREAT'),
    /** SPEC 3 "Finance form fields": who at the dealership is helping (from the finance link). */
    whoIsHelping: optionalText(80),
    message: messageField(rules),
    dealership_slug: dealershipField(rules),
  });
}
