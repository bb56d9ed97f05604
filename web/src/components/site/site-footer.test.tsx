import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { footerView } from './footer-view';
import { SiteFooter } from './site-footer';

const site = (overrideCity: string | null) => ({
  name: 'Riverside Toyota', email: null, social: {},
  phones: { sales: '07 3333 1000', service: null, parts: null },
  address: { street: '12 Moggill Rd', city: 'Indooroopilly', state: 'QLD', postcode: '4068' },
  overrideCity,
  footer: { columns: [], legal: '© Riverside Toyota' },
  legal: { disclaimer: 'Prices are a guide.', financeDisclaimer: '' },
}) as unknown as SiteConfig;

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('SiteFooter address', () => {
  it("names the site's override_city instead of its address city (SPEC 3)", () => {
    const footer = text(renderToStaticMarkup(<SiteFooter footer={footerView(site('Brisbane'))} />));
    expect(footer).toContain('Brisbane QLD 4068');
    expect(footer).not.toContain('Indooroopilly');
  });

  it('names the address city when the site sets no override', () => {
    expect(text(renderToStaticMarkup(<SiteFooter footer={footerView(site(null))} />))).toContain('Indooroopilly QLD 4068');
  });
});
