import { describe, expect, it } from 'vitest';
import { classifyLead, type ClassifiedVehicle } from './lead-classification';
import type { LeadKind } from '../lead-kind';

const used: ClassifiedVehicle = { car_type: 'used', tag: null };
const demo: ClassifiedVehicle = { car_type: 'demo', tag: null };

describe('classifyLead', () => {
  it.each<[LeadKind, Record<string, unknown>, ClassifiedVehicle | null, string, string | null]>([
    ['enquiry', {}, null, 'General Enquiry', null],
    ['enquiry', { category: 'Finance Enquiry' }, null, 'Finance Enquiry', null],
    ['enquiry', { category: 'Free Car Please' }, null, 'General Enquiry', null],
    ['enquiry', { subcategory: 'Find me something similar' }, used, 'General Enquiry', 'Find me something similar'],
    ['enquiry', { subcategory: '<script>' }, used, 'General Enquiry', null],
    ['test-drive', {}, used, 'Test Drive', 'Test Drive Booking Used'],
    ['test-drive', {}, demo, 'Test Drive', 'Test Drive Booking New'],
    ['test-drive', {}, null, 'Test Drive', 'Test Drive Booking New'],
    ['request-photos', {}, used, 'General Enquiry', 'Request Photos'],
    ['find-similar', {}, used, 'General Enquiry', 'Find me something similar'],
    ['finance-enquiry', { category: 'General Enquiry' }, null, 'Finance Enquiry', null],
    ['careers', {}, null, 'Career Enquiry', null],
    ['trade-in', {}, null, 'Trade-In', '1. Valuation Requested'],
    ['offer-accepted', {}, null, 'Trade-In', '3. Offer Accepted'],
  ])('%s %j %j → %s / %s', (kind, values, vehicle, category, subcategory) => {
    expect(classifyLead(kind, values, vehicle)).toEqual({ category, subcategory });
  });
});
