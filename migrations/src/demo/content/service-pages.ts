import type { PageSpec, TenantDefinition } from '../tenants/tenant-types';
import { ctaButtons, enquiryForm, partsSearch, richText, servicePrices } from './blocks';

/**
 * Capped-price servicing, roadside assist and parts search (SPEC 2) for the tenants that sell
 * new cars and service them; the others answer 404 on those routes (README "Demo tenants").
 */
const SERVICED_MODELS: Record<string, readonly (readonly [model: string, base: number])[]> = {
  Toyota: [['Corolla', 250], ['Camry', 250], ['RAV4', 260], ['HiLux', 295], ['LandCruiser 300', 375]],
  Mazda: [['Mazda3', 279], ['CX-5', 309], ['BT-50', 349]],
  Hyundai: [['i30', 269], ['Tucson', 299]],
  Kia: [['Cerato', 282], ['Sportage', 318]],
  Ford: [['Ranger', 329], ['Everest', 349]],
};
const INTERVALS = ['12 months / 15,000 km', '24 months / 30,000 km', '36 months / 45,000 km', '48 months / 60,000 km', '60 months / 75,000 km'];
// Every second service replaces more fluids and filters.
const STEP = [0, 40, 0, 120, 0];

export function servicePages(tenant: TenantDefinition): PageSpec[] {
  const makes = [...new Set(tenant.stock.filter((s) => s.itemType === 'car').flatMap((s) => s.newMakes))].filter((make) => SERVICED_MODELS[make]);
  const service = tenant.locations.find((l) => l.type === 'service');
  if (makes.length === 0 || !service) return [];
  const rows = makes.flatMap((make) => SERVICED_MODELS[make]!.flatMap(([model, base]) =>
    INTERVALS.map((interval, index) => [makes.length > 1 ? `${make} ${model}` : model, interval, base + STEP[index]!] as const)));
  const cappedPrice: PageSpec = {
    slug: 'capped-price-servicing',
    title: 'Capped Price Servicing',
    seo: { title: `Capped Price Servicing | ${tenant.name}`, description: `Know the price of every scheduled service at ${tenant.name} before you book.` },
    sections: [
      servicePrices('prices', {
        heading: 'Capped price servicing',
        intro: 'The price of each scheduled service for the first five years or 75,000 km, whichever comes first. Pick your model and book online.',
        rows,
        disclaimer: 'Prices include GST and cover the scheduled logbook service of an eligible vehicle under normal driving conditions. Extra parts and labour, such as tyres, brake pads and wiper blades, are quoted before any work starts.',
      }),
      ctaButtons('book', 'Ready to book?', [['Book a service', '/pages/book-a-service'], ['Ask our service team', '/contact-us', 'secondary']]),
    ],
  };
  const roadside: PageSpec = {
    slug: 'roadside-assist',
    title: 'Roadside Assist',
    seo: { title: `Roadside Assist | ${tenant.name}`, description: `24/7 roadside assistance for vehicles bought and serviced at ${tenant.name}.` },
    sections: [
      richText('cover', [
        '## Help whenever you need it',
        `Every new vehicle from ${tenant.name} comes with complimentary roadside assistance, and each logbook service at our workshop renews it for another 12 months.`,
        '### What is covered',
        '- Flat battery jump starts and replacement batteries supplied at cost',
        '- Flat tyre changes with your spare',
        '- Emergency fuel when you run out',
        '- Lockouts and lost keys',
        '- Towing to the nearest authorised workshop when your vehicle cannot be fixed on the spot',
        '### How to call for help',
        'Call the roadside number on the card in your glovebox or in your owner\'s app, any time of day or night. Tell the operator your location and registration number.',
      ]),
      enquiryForm('enquire', { heading: 'Questions about your cover?', intro: 'Send us a message and our service team will call you back.', category: 'Service Enquiry' }),
    ],
  };
  const parts: PageSpec = {
    slug: 'parts-search',
    title: 'Parts Search',
    seo: { title: `Genuine Parts | ${tenant.name}`, description: `Search genuine parts for your vehicle and order them from the ${tenant.name} parts counter.` },
    sections: [partsSearch('parts', 'Find a genuine part', 'Pick your model and search by part name or number. Prices include GST; fitting is quoted separately.')],
  };
  return [cappedPrice, roadside, parts];
}
