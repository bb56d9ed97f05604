import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/search/engine/engine';
import { createInProcessRequester } from '@/search/engine/in-process-requester';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { configureVehicleIndexes } from '@/search/engine/vehicle-indexes';
import { showsOtherMakesCount } from '@/search/make-list';
import type { SearchSettings } from '@/search/sort-options';
import { BudgetFilter } from './budget-filter';
import { SearchClientContext } from './search-client-context';
import { SearchFilters } from './search-filters';

const PRIMARY = 'Car_production';
const SITE = 'metro-motor-group';
// The generator's seven makes, then three small ones that fold behind 'Show all makes': 12 + 10 + 8.
const extraMakes = [...Array(12).fill('Isuzu'), ...Array(10).fill('Nissan'), ...Array(8).fill('Subaru')] as string[];
const records = makeVehicleRecords(300, 5).map((record, index) => ({ ...record, site_slug: SITE, make: extraMakes[index - 270] ?? record.make }));

const engine = createSearchEngine();
configureVehicleIndexes(engine, { primary: PRIMARY });
engine.saveObjects(PRIMARY, records);
const client = liteClient('local', 'search-key', { requester: createInProcessRequester(engine, { baseFilter: `site_slug:${SITE}` }) }) as unknown as SearchClient;

const settings = (overrides: Partial<SearchSettings>): SearchSettings => ({
  primary: PRIMARY, sorts: [{ value: PRIMARY, label: 'Featured', filter: null }], hitsPerPage: 21, siteFilter: null,
  bodyTiles: 4, budgetFlavour: 'standard', otherMakesCount: false, weeklyRepayment: false, ...overrides,
});

/** The page's server render: InstantSearch asks the engine, then renders with the answers. */
async function render(children: ReactNode): Promise<string> {
  const app = (
    <SearchClientContext.Provider value={client}>
      <InstantSearch searchClient={client} indexName={PRIMARY}>{children}</InstantSearch>
    </SearchClientContext.Provider>
  );
  const state = await getServerState(app, { renderToString });
  const html = renderToString(<InstantSearchSSRProvider {...state}>{app}</InstantSearchSSRProvider>);
  return html.replace(/<[^>]+>/g, ' ').replace(/<!-- -->/g, '').replace(/\s+/g, ' ');
}

describe('the make list on a search page', () => {
  it("states the folded makes' car count on the dealer group site type (SPEC 2: 'Show all makes (Other n)')", async () => {
    const text = await render(<SearchFilters settings={settings({ otherMakesCount: showsOtherMakesCount('dealerGroup') })} usedCarPrefix={null} noun="Cars" showCarType={false} />);
    expect(text).toMatch(/Show all makes \( ?Other 30 ?\)/);
  });

  it('folds the other makes without a count on a single dealer site', async () => {
    const text = await render(<SearchFilters settings={settings({ otherMakesCount: showsOtherMakesCount('usedOnly') })} usedCarPrefix={null} noun="Cars" showCarType={false} />);
    expect(text).toContain('Show all makes');
    expect(text).not.toContain('(Other');
  });
});

describe('the budget filter quick money options (SPEC 9)', () => {
  const amounts = (text: string) => [...text.matchAll(/Under \$([\d,]+)/g)].map((match) => match[1]);

  it('offers $300,000 to $800,000 on a luxury site', async () => {
    const text = await render(<BudgetFilter usedCarPrefix={null} noun="Cars" settings={settings({ budgetFlavour: 'luxury' })} />);
    expect(amounts(text)).toEqual(['300,000', '350,000', '400,000', '450,000', '500,000', '550,000', '600,000', '700,000', '800,000']);
  });

  it('offers nine values from $5,000 to $70,000 elsewhere', async () => {
    const text = await render(<BudgetFilter usedCarPrefix={null} noun="Cars" settings={settings({})} />);
    expect(amounts(text)).toEqual(['5,000', '10,000', '15,000', '20,000', '25,000', '30,000', '40,000', '50,000', '70,000']);
  });
});
