/**
 * The kinds of lead a shopper can send. Each has its own form schema, route handler
 * (`POST /api/leads/{kind}`), category and analytics event; 'offer-accepted' is sent by the
 * trade-in flow after an offer, not typed into a form of its own.
 */
export const FORM_LEAD_KINDS = [
  'enquiry', 'test-drive', 'request-photos', 'find-similar', 'contact',
  'service', 'fleet', 'careers', 'parts', 'finance-enquiry', 'trade-in',
] as const;
export type FormLeadKind = (typeof FORM_LEAD_KINDS)[number];

export const LEAD_KINDS = [...FORM_LEAD_KINDS, 'offer-accepted'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

export function isFormLeadKind(value: string): value is FormLeadKind {
  return (FORM_LEAD_KINDS as readonly string[]).includes(value);
}
