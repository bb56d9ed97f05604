import * as z from 'zod/mini';
import type { LeadFormRules } from './form-rules';
import { checkbox, email, oneOf, optionalId, optionalPostcode, optionalText, phone, postcode, requiredText, termsAccepted } from './fields';
import { TEXT } from '../messages';
import { CONTACT_METHODS } from './form-choices';

export { CONTACT_METHODS, YES_NO } from './form-choices';

/** A field the form does not show: whatever a request puts there is thrown away. */
export function dropped() {
  return z.pipe(z.optional(z.unknown()), z.transform((): undefined => undefined));
}

/** Who the shopper is and how to reach them: the part every lead form shares. */
export function contactShape(rules: LeadFormRules) {
  return {
    name: requiredText(50),
    last_name: optionalText(50),
    email: email(),
    phone: phone(),
    postcode: rules.postcodeRequired ? postcode() : optionalPostcode(),
    opt_in: checkbox(true),
    PreferredContactMethod: z._default(oneOf(CONTACT_METHODS), 'Phone'),
    terms_conditions: rules.termsRequired ? termsAccepted() : checkbox(false),
  };
}

export function messageField(rules: LeadFormRules) {
  return rules.messageRequired ? requiredText(2000, { multiline: true }) : optionalText(2000, { multiline: true });
}

/** The location select (SPEC 5: required when shown); not shown means not accepted either. */
export function locationField(rules: LeadFormRules) {
  const values = rules.locations.map((o) => o.value);
  return values.length > 0 ? oneOf(values) : dropped();
}

/** Preferred dealership (SPEC 5: required when the tenant has more than one and keeps the field). */
export function dealershipField(rules: LeadFormRules) {
  const values = rules.dealerships.map((o) => o.value);
  return values.length > 1 ? oneOf(values, TEXT.dealershipNotOffered) : dropped();
}

/**
 * The hidden vehicle fields of SPEC 3. The browser sends what the page showed; the server keeps
 * only car_id and refills the rest from the tenant's own stock, so a request cannot put another
 * car (or another dealer's car) into a lead.
 */
export const vehicleShape = {
  car_id: optionalId(),
  stock_number: optionalText(40),
  'Vehicle Make': optionalText(60),
  'Vehicle Model': optionalText(60),
  car_type: optionalText(10),
  vehicle_status: optionalText(20),
  car_year: optionalText(4),
  car_description: optionalText(300),
  manufacturer_slug: optionalText(60),
  'distribution location': optionalText(100),
};

/** The CMS page the form sat on, when it was a page block. */
export const pageShape = {
  page_id: optionalText(100),
};
