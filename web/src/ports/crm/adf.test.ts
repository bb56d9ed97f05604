import { convert } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { customerComments, renderAdf } from './adf';
import type { LeadDocument } from './lead-document';

const doc = (overrides: Partial<LeadDocument> = {}, userData: Record<string, unknown> = {}): LeadDocument => ({
  lead_id: '6f1c1a9e-2f7e-4c36-9d8f-0d2b8f3f4a11', site_slug: 'riverside-toyota', kind: 'enquiry', created_at: '2026-03-10T02:30:00.000Z',
  source: 'Website', category: 'General Enquiry', subcategory: null, url: 'https://www.riversidetoyota.com.au/cars/x', user_agent: 'UA',
  car_id: 42, car_dealership_id: 7, dealership_slug: 'riverside-toyota', location_slug: 'indooroopilly', tags: [], parent_lead_id: null,
  userData: {
    name: 'Sam', last_name: "O'Brien & Co", email: 'sam@example.com', phone: '0412345678', postcode: '4000', message: 'Is it <still> available?',
    PreferredContactMethod: 'Email', opt_in: true, car_id: 42, stock_number: 'RT42', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'Corolla',
    car_year: '2022', car_type: 'used', car_description: '2022 Toyota Corolla Ascent Sport', ...userData,
  },
  lead_attributes: {},
  vendor: { dealershipSlug: 'riverside-toyota', name: 'Riverside Toyota', locationName: 'Riverside Toyota Indooroopilly', phone: '07 5550 2100', email: 'sales@rt.example', address: { street: '1 Moggill Rd', city: 'Indooroopilly', state: 'QLD', postcode: '4068' }, websiteUrl: 'https://www.riversidetoyota.com.au', timeZone: 'Australia/Brisbane' },
  ...overrides,
});

type Node = Record<string, unknown>;
const parse = (xml: string) => convert(xml, { format: 'object' }) as unknown as { adf: { prospect: Node } };

describe('renderAdf (ADF/XML 1.0)', () => {
  it('writes the declaration, the adf processing instruction and a prospect in DTD order', () => {
    const xml = renderAdf(doc());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<?adf version="1.0"?>');
    const prospect = parse(xml).adf.prospect;
    expect(Object.keys(prospect).filter((k) => !k.startsWith('@'))).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider']);
    expect(prospect.requestdate).toBe('2026-03-10T12:30:00+10:00');
  });

  it('describes the car of interest, the customer and the vendor', () => {
    const prospect = parse(renderAdf(doc())).adf.prospect as Record<string, Node>;
    expect(prospect.vehicle).toMatchObject({ '@interest': 'buy', '@status': 'used', year: '2022', make: 'Toyota', model: 'Corolla', stock: 'RT42' });
    const contact = (prospect.customer as Record<string, Node>).contact as Node;
    expect(contact.name).toEqual([{ '@part': 'first', '#': 'Sam' }, { '@part': 'last', '#': expect.stringMatching(/^O'Brien &(amp;)? Co$/) }]);
    expect(contact.email).toEqual({ '@preferredcontact': '1', '#': 'sam@example.com' });
    expect(contact.phone).toEqual({ '@type': 'voice', '#': '0412345678' });
    // xmlbuilder2's object converter leaves entities encoded.
    expect((prospect.customer as Node).comments).toContain('Is it &lt;still&gt; available?');
    expect(prospect.vendor).toMatchObject({ vendorname: 'Riverside Toyota', id: { '@source': 'dealership_slug', '#': 'riverside-toyota' } });
  });

  it('escapes markup in what shoppers type', () => {
    const xml = renderAdf(doc({}, { message: '</comments><evil/>' }));
    expect(xml).not.toContain('<evil/>');
    expect(xml).toContain('&lt;/comments&gt;&lt;evil/&gt;');
  });

  it('marks test drives, and trade-ins as the shopper\'s own car with the offer', () => {
    expect(parse(renderAdf(doc({ kind: 'test-drive' }))).adf.prospect.vehicle).toMatchObject({ '@interest': 'test-drive' });
    const trade = doc({ kind: 'offer-accepted', car_id: null }, { year: 2018, make: 'Mazda', model: 'CX-5', kms: 64000, offer_price: 21500, rego: 'ABC123', regoState: 'QLD' });
    expect(parse(renderAdf(trade)).adf.prospect.vehicle).toMatchObject({
      '@interest': 'sell', '@status': 'used', year: '2018', make: 'Mazda', model: 'CX-5',
      odometer: { '@status': 'original', '@units': 'km', '#': '64000' }, price: { '@type': 'offer', '@currency': 'AUD', '#': '21500' },
    });
  });

  it('writes a vehicle even for a general enquiry, as the DTD requires', () => {
    const general = doc({ car_id: null }, { car_id: undefined, 'Vehicle Make': undefined, 'Vehicle Model': undefined, car_year: undefined, car_type: undefined });
    expect(parse(renderAdf(general)).adf.prospect.vehicle).toMatchObject({ '@interest': 'buy', '@status': 'new' });
  });
});

describe('customerComments', () => {
  it('lists the category and the other answers after the message', () => {
    const comments = customerComments(doc({ category: 'Service Booking' }, { service_type: 'Logbook service', additional_services: ['Courtesy car', 'Wheel alignment'], opt_in: false }));
    expect(comments.split('\n').slice(0, 2)).toEqual(['Is it <still> available?', 'Category: Service Booking']);
    expect(comments).toContain('additional_services: Courtesy car, Wheel alignment');
    expect(comments).toContain('opt_in: No');
  });

  it("dates the request on the dealer's own clock, with that zone's offset on the day (daylight saving in Sydney)", () => {
    const requestDate = (created_at: string, timeZone: string) => {
      const base = doc();
      return parse(renderAdf({ ...base, created_at, vendor: { ...base.vendor, timeZone } })).adf.prospect.requestdate;
    };
    expect(requestDate('2026-12-31T20:00:00.000Z', 'Australia/Brisbane')).toBe('2027-01-01T06:00:00+10:00');
    expect(requestDate('2026-12-31T20:00:00.000Z', 'Australia/Sydney')).toBe('2027-01-01T07:00:00+11:00');
    // Sydney's clocks go forward at 2:00 am on 4 October 2026: 15:59 UTC the day before is 1:59 AEST, 16:00 UTC is 3:00 AEDT.
    expect(requestDate('2026-10-03T15:59:00.000Z', 'Australia/Sydney')).toBe('2026-10-04T01:59:00+10:00');
    expect(requestDate('2026-10-03T16:00:00.000Z', 'Australia/Sydney')).toBe('2026-10-04T03:00:00+11:00');
    expect(requestDate('2026-07-01T02:30:00.000Z', 'Australia/Sydney')).toBe('2026-07-01T12:30:00+10:00');
    expect(requestDate('2026-01-15T02:30:00.000Z', 'Australia/Adelaide')).toBe('2026-01-15T13:00:00+10:30');
  });

  it('stays well-formed XML 1.0 whatever the text holds (hardening finding 19)', () => {
    // Every class of code point: controls, the XML-illegal noncharacters, lone and paired surrogates, astral symbols.
    const nasty = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f', '\u0085', '\ud7ff', '\ud800', '\udfff', '\ue000', '\ufffd', '\ufffe', '\uffff', '\u{1f697}', 'é', '&', '<', ']]>'].join(' ');
    const xml = renderAdf(doc({ source: nasty }, { name: `Sam${nasty}`, message: nasty, 'Vehicle Make': nasty }));
    // XML 1.0's Char production (with the u flag a lone surrogate is a code point outside it): #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    const illegal = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
    expect(illegal.test(xml)).toBe(false);
    const prospect = parse(xml).adf.prospect as Record<string, Node>;
    expect(String((prospect.customer!.contact as Node).name ? JSON.stringify(prospect.customer) : '')).toContain('Sam');
    expect(xml).toContain('\u{1f697}');
    expect(xml).toContain('&amp;');
  });
});
