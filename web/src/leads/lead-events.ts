import { ANALYTICS_EVENT_ID as EVENT_ID } from '@/lib/analytics-events';
import type { LeadKind } from './lead-kind';

/**
 * Analytics of lead forms: the platform's event ids (SPEC 7) and the ASC GA4 equivalents
 * (Automotive Standards Council: asc_form_engagement, asc_form_submission). Pure, so the mapping
 * is table-tested; the browser pushes the results to window.dataLayer. The ids themselves live
 * with every other analytics id in lib/analytics-events.
 */

export type EventVehicle = {
  id: number;
  make: string;
  model: string;
  year: number;
  car_type: 'new' | 'demo' | 'used';
  tag?: string | null;
  price?: number | null;
  stocknum?: string | null;
  colour?: string | null;
  body?: string | null;
};

const TEST_DRIVE_ONLY = /test drive only/i;

/** SPEC 7: 14 enquiry new, 15 enquiry used, 17 test drive new or test-drive-only, 48 used test drive, 18 offer accepted, 22 general (default), 51 career. */
export function leadEventId(kind: LeadKind, vehicle: EventVehicle | null): number {
  switch (kind) {
    case 'enquiry':
    case 'request-photos':
    case 'find-similar':
      if (!vehicle) return EVENT_ID.generalEnquiry;
      return vehicle.car_type === 'used' ? EVENT_ID.enquiryUsed : EVENT_ID.enquiryNew;
    case 'test-drive':
      if (vehicle && TEST_DRIVE_ONLY.test(vehicle.tag ?? '')) return EVENT_ID.testDriveNew;
      return vehicle?.car_type === 'used' ? EVENT_ID.testDriveUsed : EVENT_ID.testDriveNew;
    case 'offer-accepted':
      return EVENT_ID.offerAccepted;
    case 'careers':
      return EVENT_ID.careerEnquiry;
    default:
      return EVENT_ID.generalEnquiry;
  }
}

type AscForm = { form_name: string; form_type: string; department: string };

const ASC_FORMS: Record<LeadKind, AscForm> = {
  'enquiry': { form_name: 'Enquiry', form_type: 'consumer_contact', department: 'sales' },
  'test-drive': { form_name: 'Book a Test Drive', form_type: 'test_drive', department: 'sales' },
  'request-photos': { form_name: 'Request Photos', form_type: 'consumer_contact', department: 'sales' },
  'find-similar': { form_name: 'Find Me Something Similar', form_type: 'consumer_contact', department: 'sales' },
  'contact': { form_name: 'Contact Us', form_type: 'consumer_contact', department: 'sales' },
  'service': { form_name: 'Book a Service', form_type: 'service_appointment', department: 'service' },
  'fleet': { form_name: 'Fleet Enquiry', form_type: 'consumer_contact', department: 'sales' },
  'careers': { form_name: 'Careers', form_type: 'careers', department: 'unknown' },
  'parts': { form_name: 'Parts and Accessories', form_type: 'parts', department: 'parts' },
  'finance-enquiry': { form_name: 'Finance Enquiry', form_type: 'finance', department: 'finance' },
  'trade-in': { form_name: 'Trade-In Valuation', form_type: 'trade_in', department: 'sales' },
  'offer-accepted': { form_name: 'Trade-In Offer Accepted', form_type: 'trade_in', department: 'sales' },
};

/** ASC item fields of the car a form is about (item_condition uses ASC's New/Used/CPO words). */
export function ascItem(vehicle: EventVehicle | null): Record<string, string | number> {
  if (!vehicle) return {};
  const item: Record<string, string | number> = {
    item_id: String(vehicle.id),
    item_make: vehicle.make,
    item_model: vehicle.model,
    item_year: vehicle.year,
    item_condition: vehicle.car_type === 'used' ? 'Used' : vehicle.car_type === 'demo' ? 'Demo' : 'New',
  };
  if (vehicle.price && vehicle.price > 0) item.item_price = vehicle.price;
  if (vehicle.stocknum) item.item_number = vehicle.stocknum;
  if (vehicle.colour) item.item_color = vehicle.colour;
  if (vehicle.body) item.item_type = vehicle.body;
  return item;
}

export type DataLayerEvent = Record<string, unknown> & { event: string };

/** The first interaction with a form (ASC: asc_form_engagement, event_action_result start). */
export function formEngagementEvent(kind: LeadKind, vehicle: EventVehicle | null): DataLayerEvent {
  return { event: 'asc_form_engagement', comm_type: 'form', event_action_result: 'start', ...ASC_FORMS[kind], ...ascItem(vehicle) };
}

/** A lead the server stored: the platform event (with its id) and the ASC submission event. */
export function leadSubmittedEvents(kind: LeadKind, vehicle: EventVehicle | null, leadId: string): DataLayerEvent[] {
  return [
    { event: 'lead_submitted', event_id: leadEventId(kind, vehicle), lead_kind: kind, lead_id: leadId },
    { event: 'asc_form_submission', comm_type: 'form', event_action_result: 'success', ...ASC_FORMS[kind], ...ascItem(vehicle), lead_id: leadId },
  ];
}
