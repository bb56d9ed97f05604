import type { SiteConfig } from '@dealer/schemas/content/site';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { BudgetSearch } from './budget-search-block';

// The cheapest car in stock (a search) only decides the button's state, not the quick options.
vi.mock('./budget-floor', () => ({ budgetFloor: async () => 9_990 }));

const site = (budgetFlavour: 'standard' | 'luxury') =>
  ({ slug: 'riverside-toyota', itemTypes: ['car'], routes: { usedCarPrefix: null }, search: { budgetFlavour } }) as unknown as SiteConfig;

async function quickOptions(budgetFlavour: 'standard' | 'luxury') {
  // prerender waits for the form's lazily loaded chunk, as Next's SSR does.
  const { prelude } = await prerender(await BudgetSearch({ _type: 'budgetSearch', _key: 'b', heading: null, intro: null, frequency: 'weekly', site: site(budgetFlavour) } as never));
  const html = await new Response(prelude).text();
  return [...html.matchAll(/<a href="([^"]+)"[^>]*>Under (?:<!-- -->)?\$([\d,]+)<\/a>/g)].map((match) => ({ amount: match[2], href: match[1]!.replace(/&amp;/g, '&') }));
}

describe('the budget search block on a content page (SPEC 9 quick money options)', () => {
  it('offers $300,000 to $800,000 on a luxury site, each going to the cars over $1,000 up to it', async () => {
    const options = await quickOptions('luxury');
    expect(options.map((option) => option.amount)).toEqual(['300,000', '350,000', '400,000', '450,000', '500,000', '550,000', '600,000', '700,000', '800,000']);
    expect(decodeURIComponent(options[0]!.href)).toContain('price=1001:300000');
  });

  it('offers nine values from $5,000 to $70,000 on a standard site', async () => {
    const options = await quickOptions('standard');
    expect(options.map((option) => option.amount)).toEqual(['5,000', '10,000', '15,000', '20,000', '25,000', '30,000', '40,000', '50,000', '70,000']);
  });
});
