import type { SiteConfig } from '@dealer/schemas/content/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';
import { PartsPage, ServicePage, TestDrivePage } from './simple-form-pages';

// The pages' own frame is under test: the forms (client components with their own tests) and the
// lead context (a database read) stand aside.
vi.mock('@/leads/server/lead-pages', () => ({
  loadLeadPage: async (site: SiteConfig) => ({ vehicle: null, vehicleRow: null, dealerName: site.name }),
  pageRules: () => ({}),
  firstParam: () => undefined,
}));
vi.mock('@/leads/components/contact-form', () => ({ ContactForm: () => null }));
vi.mock('@/leads/components/enquiry-form', () => ({ EnquiryForm: () => null }));
vi.mock('@/leads/components/find-similar-form', () => ({ FindSimilarForm: () => null }));
vi.mock('@/leads/components/service-form', () => ({ ServiceForm: () => null }));
vi.mock('@/leads/components/parts-form', () => ({ PartsForm: () => null }));
vi.mock('@/leads/components/test-drive-form', () => ({ TestDriveForm: () => null }));
vi.mock('@/leads/components/fleet-form', () => ({ FleetForm: () => null }));
vi.mock('@/leads/components/careers-form', () => ({ CareersForm: () => null }));

const site = (overrideCity: string | null) => ({
  name: 'Riverside Toyota', slug: 'riverside-toyota',
  phones: { sales: '07 3333 1000', service: '07 3333 1001', parts: null },
  address: { street: '12 Moggill Rd', city: 'Indooroopilly', state: 'QLD', postcode: '4068' },
  overrideCity,
}) as unknown as SiteConfig;

/** The address line beside the form ('Prefer to talk?'). */
const addressOf = (html: string) => /<aside[^>]*>[\s\S]*?<span>([^<]*(?:<!-- -->[^<]*)*)<\/span><\/p><\/aside>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');

const pages = {
  contact: (s: SiteConfig) => ContactPage({ site: s, searchParams: {}, title: 'Contact Us' }),
  service: (s: SiteConfig) => ServicePage({ site: s, searchParams: {}, title: 'Book a Service' }),
  parts: (s: SiteConfig) => PartsPage({ site: s, searchParams: {} }),
  'test drive': (s: SiteConfig) => TestDrivePage({ site: s, searchParams: {} }),
};

describe("lead pages' address (SPEC 3 override_city)", () => {
  it.each(Object.entries(pages))('the %s page names the site by its override_city', async (_, page) => {
    expect(addressOf(renderToStaticMarkup(await page(site('Brisbane'))))).toBe('12 Moggill Rd, Brisbane QLD 4068');
  });

  it.each(Object.entries(pages))('the %s page names the address city when the site sets no override', async (_, page) => {
    expect(addressOf(renderToStaticMarkup(await page(site(null))))).toBe('12 Moggill Rd, Indooroopilly QLD 4068');
  });
});
