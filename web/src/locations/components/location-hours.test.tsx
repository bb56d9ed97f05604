import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Location } from '@dealer/schemas/content/location';
import { hoursOptions } from '../hours/hours-options';
import { LocationHours } from './location-hours';

const at = (slug: string, overrides: Partial<Location>): Location => ({
  _id: `location-${slug}`, name: slug, slug, siteSlug: 's', dealershipSlug: 'd', primary: false, visible: true,
  locationType: 'sales', manufacturers: [], address: { street: '1 Moggill Road', city: 'Indooroopilly', state: 'QLD', postcode: '4068' }, phone: '0731234567',
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '08:00', close: '17:00' })),
  specialHours: [
    { date: '2026-12-25', status: 'Closed', start: null, end: null, label: 'Christmas Day' },
    { date: '2026-12-27', status: 'Open', start: '09:00', end: '13:00', label: null },
  ],
  ...overrides,
});

/** The "Weekend and holiday hours" table of the markup. */
const holidayTable = (markup: string) => /<table[^>]*><caption[^>]*>Weekend and holiday hours<\/caption>.*?<\/table>/.exec(markup)?.[0] ?? '';
const now = new Date('2026-11-24T02:00:00Z');

describe('special hours (SPEC 4: a closed holiday reads like a closed weekday)', () => {
  it('a closed public holiday of a service location with an enquiry page links Enquire Now', () => {
    const service = at('service', { locationType: 'service', closedEnquiryHref: '/service' });
    const table = holidayTable(renderToStaticMarkup(<LocationHours options={hoursOptions(service, [service], now)} />));
    expect(table).toMatch(/Friday 25 December \(Christmas Day\)<\/th><td[^>]*><a href="\/service"[^>]*>Enquire Now<\/a>/);
    expect(table).toContain('Sunday 27 December</th><td class="py-2">9:00 am – 1:00 pm</td>');
    expect(table).not.toContain('Closed');
  });

  it('a location without one reads Closed that day', () => {
    const sales = at('sales', {});
    const table = holidayTable(renderToStaticMarkup(<LocationHours options={hoursOptions(sales, [sales], now)} />));
    expect(table).toContain('Friday 25 December (Christmas Day)</th><td class="py-2">Closed</td>');
    expect(table).not.toContain('Enquire Now');
  });
});
