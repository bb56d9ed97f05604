import type { Location } from '@dealer/schemas/content/location';
import { describe, expect, it } from 'vitest';
import { hoursOptions } from './hours-options';

const street = { street: '1 Moggill Road', city: 'Indooroopilly', state: 'QLD' as const, postcode: '4068' };
const at = (slug: string, overrides: Partial<Location>): Location => ({
  _id: `location-${slug}`, name: slug, slug, siteSlug: 's', dealershipSlug: 'd', primary: false, visible: true,
  locationType: 'sales', manufacturers: [], address: street, phone: '0731234567',
  openingHours: [{ weekday: 1, status: 'Open', open: '08:00', close: '17:00' }], specialHours: [], ...overrides,
});

describe('hoursOptions (SPEC 4 "Opening hours day")', () => {
  const sales = at('sales', {});
  const service = at('service', { locationType: 'service', closedEnquiryHref: '/service' });
  const parts = at('parts', { locationType: 'parts' });

  it('a location with an Enquire Now link offers it on its closed days; the others read Closed', () => {
    const options = hoursOptions(sales, [parts, service, sales], new Date('2026-11-24T02:00:00Z'));
    expect(options.map((o) => [o.label, o.closedHref])).toEqual([['Sales', null], ['Service', '/service'], ['Parts', null]]);
  });

  it('the rows are the same either way: a closed day has no hours', () => {
    const [option] = hoursOptions(service, [service]);
    expect(option?.week.find((row) => row.label === 'Sunday')).toEqual({ label: 'Sunday', hours: null });
  });
});
