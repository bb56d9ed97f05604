import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { footerView } from './footer-view';

const site = {
  name: 'Metro Motor Group', email: 'hello@metro.example', social: { youtube: 'https://www.youtube.com/@metro', facebook: 'not a link', Mastodon: 'https://mastodon.example/@metro' },
  phones: { sales: '1300975707', service: '+61 7 5550 1102', parts: null },
  address: { street: '3350 Pacific Highway', city: 'Springwood', state: 'QLD', postcode: '4127' },
  overrideCity: null,
  footer: { columns: [{ title: 'Shop', links: [{ label: 'New cars', href: '/search/new-cars', _key: 'a' }] }], legal: '© Metro Motor Group' },
  legal: { disclaimer: '', financeDisclaimer: '' },
} as unknown as SiteConfig;

describe("the footer's fields, worked out on the server", () => {
  it('formats the phones it can dial, names the social networks with web addresses, keeps only label and address of a link', () => {
    const footer = footerView(site);
    expect(footer.phones).toEqual([
      { label: 'Sales', number: '1300 975 707', href: 'tel:1300975707' },
      { label: 'Service', number: '07 5550 1102', href: 'tel:0755501102' },
    ]);
    expect(footer.social).toEqual([{ name: 'YouTube', url: 'https://www.youtube.com/@metro' }, { name: 'Mastodon', url: 'https://mastodon.example/@metro' }]);
    expect(footer.columns).toEqual([{ title: 'Shop', links: [{ label: 'New cars', href: '/search/new-cars' }] }]);
    expect(footer.locality).toBe('Springwood QLD 4127');
  });

  it('leaves out an empty disclaimer and a missing email instead of sending empty fields', () => {
    const footer = footerView({ ...site, email: null } as unknown as SiteConfig);
    expect('email' in footer).toBe(false);
    expect('disclaimer' in footer).toBe(false);
  });
});
