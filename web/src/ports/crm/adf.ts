import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { isoInZone } from '@/lib/time-zone';
import type { LeadDocument } from './lead-document';

/**
 * ADF/XML 1.0 (Auto-lead Data Format), what most dealer CRMs import: one prospect with its
 * request date, the vehicle of interest, the customer's contact details and comments, the vendor
 * (the dealership) and the provider (this platform). Elements follow the DTD's order.
 */
const PROVIDER = 'Dealer Platform';

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  const s = String(value).trim();
  return s === '' ? null : s;
};


type Interest = 'buy' | 'test-drive' | 'trade-in' | 'sell';

function interestOf(doc: LeadDocument): Interest {
  if (doc.kind === 'test-drive') return 'test-drive';
  if (doc.kind === 'trade-in' || doc.kind === 'offer-accepted') return doc.car_id ? 'trade-in' : 'sell';
  return 'buy';
}

function addIf(parent: XMLBuilder, name: string, value: unknown, attributes?: Record<string, string>): void {
  const content = text(value);
  if (content !== null) parent.ele(name, attributes).txt(content);
}

function addVehicle(prospect: XMLBuilder, doc: LeadDocument): void {
  const d = doc.userData;
  const interest = interestOf(doc);
  const isTrade = interest === 'trade-in' || interest === 'sell';
  const status = isTrade || d.car_type === 'used' ? 'used' : 'new';
  const vehicle = prospect.ele('vehicle', { interest, status });
  if (!isTrade) addIf(vehicle, 'id', d.car_id, { source: 'car_id' });
  // year, make and model are required by the DTD, so they are written even when unknown.
  vehicle.ele('year').txt(text(isTrade ? d.year : d.car_year) ?? '');
  vehicle.ele('make').txt(text(isTrade ? d.make : d['Vehicle Make']) ?? '');
  vehicle.ele('model').txt(text(isTrade ? d.model : d['Vehicle Model']) ?? '');
  addIf(vehicle, 'vin', d.vin);
  if (!isTrade) addIf(vehicle, 'stock', d.stock_number);
  addIf(vehicle, 'trim', isTrade ? d.variant : null);
  addIf(vehicle, 'odometer', isTrade ? d.kms : d.km, { status: 'original', units: 'km' });
  if (isTrade && d.offer_price !== undefined) addIf(vehicle, 'price', d.offer_price, { type: 'offer', currency: 'AUD' });
  addIf(vehicle, 'comments', isTrade ? [d.rego, d.regoState].filter(Boolean).join(' ') : d.car_description);
}

function addCustomer(prospect: XMLBuilder, doc: LeadDocument): void {
  const d = doc.userData;
  const preferred = text(d.PreferredContactMethod) ?? 'Phone';
  const customer = prospect.ele('customer');
  const contact = customer.ele('contact', { primarycontact: '1' });
  contact.ele('name', { part: 'first' }).txt(text(d.name) ?? '');
  addIf(contact, 'name', d.last_name, { part: 'last' });
  addIf(contact, 'email', d.email, preferred === 'Email' ? { preferredcontact: '1' } : undefined);
  const phoneAttributes: Record<string, string> = { type: preferred === 'SMS' ? 'cellphone' : 'voice' };
  if (preferred !== 'Email') phoneAttributes.preferredcontact = '1';
  addIf(contact, 'phone', d.phone, phoneAttributes);
  if (text(d.postcode)) {
    const address = contact.ele('address');
    address.ele('postalcode').txt(text(d.postcode)!);
    address.ele('country').txt('AU');
  }
  addIf(customer, 'comments', customerComments(doc));
}

const SKIP = new Set(['name', 'last_name', 'email', 'phone', 'postcode', 'message', 'car_id', 'stock_number', 'Vehicle Make', 'Vehicle Model', 'car_year',
  'car_description', 'vin', 'year', 'make', 'model', 'variant', 'kms', 'km', 'rego', 'regoState', 'category', 'subcategory', 'adjustmentAnswers',
  // Already in the vehicle and vendor blocks, or not news to a salesperson.
  'car_type', 'vehicle_status', 'manufacturer_slug', 'dealership_slug', 'location', 'location_id', 'distribution location', 'terms_conditions', 'page_id', 'cv']);

/** The message, then every other answer of the form as "label: value" lines. */
export function customerComments(doc: LeadDocument): string {
  const d = doc.userData;
  const lines = [`Category: ${doc.category}${doc.subcategory ? ` / ${doc.subcategory}` : ''}`];
  const message = text(d.message);
  if (message) lines.unshift(message);
  for (const [key, value] of Object.entries(d)) {
    if (SKIP.has(key)) continue;
    const content = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : text(value);
    if (content !== null) lines.push(`${key}: ${content}`);
  }
  // The careers CV: ADF has no attachments, so the salesperson gets its name and link.
  const cv = d.cv as { file_name?: unknown; url?: unknown } | undefined;
  if (cv && typeof cv === 'object' && typeof cv.url === 'string') lines.push(`CV: ${String(cv.file_name)} ${cv.url}`);
  const answers = d.adjustmentAnswers;
  if (answers && typeof answers === 'object') {
    for (const [key, value] of Object.entries(answers)) lines.push(`${key}: ${String(value)}`);
  }
  return lines.join('\n');
}

function addVendor(prospect: XMLBuilder, doc: LeadDocument): void {
  const v = doc.vendor;
  const vendor = prospect.ele('vendor');
  addIf(vendor, 'id', v.dealershipSlug, { source: 'dealership_slug' });
  vendor.ele('vendorname').txt(v.name);
  const contact = vendor.ele('contact');
  contact.ele('name', { part: 'full' }).txt(v.locationName ?? v.name);
  addIf(contact, 'email', v.email);
  addIf(contact, 'phone', v.phone, { type: 'voice' });
  if (v.address) {
    const address = contact.ele('address');
    address.ele('street', { line: '1' }).txt(v.address.street);
    address.ele('city').txt(v.address.city);
    address.ele('regioncode').txt(v.address.state);
    address.ele('postalcode').txt(v.address.postcode);
    address.ele('country').txt('AU');
  }
}

export function renderAdf(doc: LeadDocument): string {
  // Characters XML 1.0 does not allow (controls, U+FFFE/U+FFFF, lone surrogates) become U+FFFD,
  // whatever the text's source: a document a CRM cannot parse is a lead lost.
  const root = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' }).ins('adf', 'version="1.0"').ele('adf');
  const prospect = root.ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: `${doc.site_slug} website` }).txt(doc.lead_id);
  // The dealer's own wall clock with the offset of that zone at that instant (+11:00 in Sydney's
  // summer, +10:00 in its winter and all year in Brisbane), as dealers read the request date.
  prospect.ele('requestdate').txt(isoInZone(new Date(doc.created_at), doc.vendor.timeZone));
  addVehicle(prospect, doc);
  addCustomer(prospect, doc);
  addVendor(prospect, doc);
  const provider = prospect.ele('provider');
  provider.ele('name', { part: 'full' }).txt(PROVIDER);
  provider.ele('service').txt(doc.source);
  addIf(provider, 'url', doc.vendor.websiteUrl);
  return root.end({ prettyPrint: true });
}
