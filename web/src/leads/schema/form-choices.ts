import type { AdjustmentId } from '@/ports/valuation/valuation-port';

/**
 * The choices and fixed texts lead forms render: kept apart from the schemas (which need zod) so a
 * page's form can render and hydrate without evaluating zod; its schema loads on first check
 * (lead-form-shell.tsx). The schema modules re-export what they validate against.
 */

/** SPEC 3: PreferredContactMethod Phone, Email or SMS, default Phone. */
export const CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const YES_NO = ['Yes', 'No'] as const;

export const SERVICE_TYPES = ['Logbook service', 'General service', 'Repairs or diagnosis', 'Tyres and brakes', 'Other'] as const;
export const ADDITIONAL_SERVICES = ['Wheel alignment', 'Air-conditioning check', 'Interior and exterior clean', 'Courtesy car', 'Drop-off shuttle'] as const;

/** SPEC 9 quick-quote credit history values, default GREAT. */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const;

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

/** The adjustment questions of the valuation; each answer moves the estimate (see valuation rules). */
export const ADJUSTMENT_QUESTIONS = [
  { id: 'accident', question: 'Has the vehicle ever been in an accident or had major repairs?', good: 'No' },
  { id: 'damage', question: 'Does it have any body damage, dents, hail damage or rust?', good: 'No' },
  { id: 'warning_lights', question: 'Are any warning lights on, or are there known mechanical problems?', good: 'No' },
  { id: 'service_history', question: 'Does it have a complete service history?', good: 'Yes' },
  { id: 'two_keys', question: 'Do you have two keys?', good: 'Yes' },
  { id: 'finance_owing', question: 'Is there finance owing on the vehicle?', good: 'No' },
] as const satisfies readonly { id: AdjustmentId; question: string; good: 'Yes' | 'No' }[];

/** The trade-in steps and the fields each validates before moving on. */
export const TRADE_IN_STEPS = [
  { id: 'rego', title: 'Your registration', fields: ['rego', 'regoState'] },
  { id: 'vehicle', title: 'Vehicle details', fields: ['year', 'make', 'model', 'variant', 'kms'] },
  { id: 'condition', title: 'Condition', fields: ['adjustmentAnswers'] },
  { id: 'contact', title: 'Your details', fields: ['name', 'last_name', 'postcode', 'phone', 'email', 'location_id', 'terms_conditions'] },
] as const;
