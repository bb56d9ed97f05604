import type { LeadKind } from '../lead-kind';
import { ENQUIRY_CATEGORIES, SUBCATEGORY } from '../schema/enquiry-schemas';

export type ClassifiedVehicle = { car_type: 'new' | 'demo' | 'used'; tag?: string | null };

export type LeadClass = { category: string; subcategory: string | null };

const FIXED_CATEGORY: Record<Exclude<LeadKind, 'enquiry'>, string> = {
  'test-drive': 'Test Drive',
  'request-photos': 'General Enquiry',
  'find-similar': 'General Enquiry',
  'contact': 'General Enquiry',
  'service': 'Service Booking',
  'fleet': 'Fleet Enquiry',
  'careers': 'Career Enquiry',
  'parts': 'Parts Enquiry',
  'finance-enquiry': 'Finance Enquiry',
  'trade-in': 'Trade-In',
  'offer-accepted': 'Trade-In',
};

// Subcategories an enquiry may carry from the page that opened it (e.g. a sold car's card links
// to /contact?subcategory=Find me something similar); anything else is not ours to accept.
const ENQUIRY_SUBCATEGORIES: ReadonlySet<string> = new Set([SUBCATEGORY.findSimilar, SUBCATEGORY.requestPhotos]);

/** SPEC 7: 'Test Drive Booking Used' for used cars, 'Test Drive Booking New' for new and demo ones. */
export function testDriveSubcategory(vehicle: ClassifiedVehicle | null): string {
  return vehicle?.car_type === 'used' ? SUBCATEGORY.testDriveUsed : SUBCATEGORY.testDriveNew;
}

/**
 * Category and subcategory the dealer's CRM receives. The server decides them from the kind of
 * lead and the car, never from free text in the request (SPEC 3: category default General Enquiry).
 */
export function classifyLead(kind: LeadKind, values: { category?: unknown; subcategory?: unknown }, vehicle: ClassifiedVehicle | null): LeadClass {
  switch (kind) {
    case 'enquiry': {
      const category = (ENQUIRY_CATEGORIES as readonly unknown[]).includes(values.category) ? String(values.category) : 'General Enquiry';
      const subcategory = typeof values.subcategory === 'string' && ENQUIRY_SUBCATEGORIES.has(values.subcategory) ? values.subcategory : null;
      return { category, subcategory };
    }
    case 'test-drive':
      return { category: FIXED_CATEGORY[kind], subcategory: testDriveSubcategory(vehicle) };
    case 'request-photos':
      return { category: FIXED_CATEGORY[kind], subcategory: SUBCATEGORY.requestPhotos };
    case 'find-similar':
      return { category: FIXED_CATEGORY[kind], subcategory: SUBCATEGORY.findSimilar };
    case 'trade-in':
      return { category: FIXED_CATEGORY[kind], subcategory: SUBCATEGORY.valuationRequested };
    case 'offer-accepted':
      return { category: FIXED_CATEGORY[kind], subcategory: SUBCATEGORY.offerAccepted };
    default:
      return { category: FIXED_CATEGORY[kind], subcategory: null };
  }
}
