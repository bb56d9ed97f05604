import { describe, expect, it } from 'vitest';
import type { LeadKind } from './lead-kind';
import { ascItem, formEngagementEvent, leadEventId, leadSubmittedEvents, type EventVehicle } from './lead-events';

const car = (car_type: EventVehicle['car_type'], tag: string | null = null): EventVehicle => ({ id: 7, make: 'Toyota', model: 'Corolla', year: 2022, car_type, tag, price: 28990, stocknum: 'RT7' });

describe('leadEventId (SPEC 7 analytics ids)', () => {
  it.each<[LeadKind, EventVehicle | null, number]>([
    ['enquiry', car('new'), 14],
    ['enquiry', car('demo'), 14],
    ['enquiry', car('used'), 15],
    ['enquiry', null, 22],
    ['request-photos', car('used'), 15],
    ['find-similar', car('new'), 14],
    ['test-drive', car('new'), 17],
    ['test-drive', car('used'), 48],
    ['test-drive', car('used', 'Test Drive Only'), 17],
    ['test-drive', null, 17],
    ['offer-accepted', null, 18],
    ['careers', null, 51],
    ['contact', null, 22],
    ['service', null, 22],
    ['finance-enquiry', car('used'), 22],
  ])('%s with %j → %i', (kind, vehicle, id) => {
    expect(leadEventId(kind, vehicle)).toBe(id);
  });
});

describe('ASC GA4 events', () => {
  it('names the form, its type and department, and the car', () => {
    expect(formEngagementEvent('test-drive', car('used'))).toEqual({
      event: 'asc_form_engagement', comm_type: 'form', event_action_result: 'start', form_name: 'Book a Test Drive', form_type: 'test_drive',
      department: 'sales', item_id: '7', item_make: 'Toyota', item_model: 'Corolla', item_year: 2022, item_condition: 'Used', item_price: 28990, item_number: 'RT7',
    });
    const [platform, asc] = leadSubmittedEvents('service', null, 'abc');
    expect(platform).toEqual({ event: 'lead_submitted', event_id: 22, lead_kind: 'service', lead_id: 'abc' });
    expect(asc).toMatchObject({ event: 'asc_form_submission', form_type: 'service_appointment', department: 'service', lead_id: 'abc' });
  });

  it('leaves out item fields without a car and a price of 0', () => {
    expect(ascItem(null)).toEqual({});
    expect(ascItem({ ...car('new'), price: 0 })).not.toHaveProperty('item_price');
  });
});
