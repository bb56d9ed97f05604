// @vitest-environment jsdom
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from 'instantsearch.js';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { InstantSearch, useRange, useRefinementList } from 'react-instantsearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchEngine } from '@/search/engine/engine';
import { createInProcessRequester } from '@/search/engine/in-process-requester';
import { makeVehicleRecords } from '@/search/engine/testing/vehicle-records';
import { configureVehicleIndexes } from '@/search/engine/vehicle-indexes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PRIMARY = 'Car_production';
const engine = createSearchEngine();
configureVehicleIndexes(engine, { primary: PRIMARY });
engine.saveObjects(PRIMARY, makeVehicleRecords(50, 3));
const client = liteClient('local', 'search-key', { requester: createInProcessRequester(engine, {}) }) as unknown as SearchClient;

function MakeCount({ label }: { label: string }) {
  const { items } = useRefinementList({ attribute: 'make' });
  const { range } = useRange({ attribute: 'price' });
  return <p>{label}: {items.length} makes from ${range.min}</p>;
}

// Two widgets each: twenty, as many as a search page's filter panel holds.
const FILTERS = 10;

function Page({ label }: { label: string }) {
  return (
    <InstantSearch searchClient={client} indexName={PRIMARY}>
      {Array.from({ length: FILTERS }, (_, index) => <MakeCount key={index} label={label} />)}
    </InstantSearch>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('InstantSearch widgets on a page that renders again', () => {
  // Patched react-instantsearch-core (patches/): each widget's props were a new array on every
  // render, so a page with twenty filters scheduled and cancelled twenty timers per render. Under
  // a profiler (Lighthouse records a stack for each) that was most of the search page's longest
  // tasks after hydration.
  it('schedules no timer per widget when the page renders again with the same filters', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Page label="first" />));
    await vi.waitFor(() => expect(container.textContent).toMatch(/first: [1-9]\d* makes/));
    const timers = vi.spyOn(globalThis, 'setTimeout');
    for (const label of ['second', 'third', 'fourth']) await act(async () => root.render(<Page label={label} />));
    expect(container.textContent).toMatch(/fourth: [1-9]\d* makes/);
    // Unpatched: one per widget per render, 60.
    expect(timers.mock.calls.length).toBeLessThan(FILTERS);
    await act(async () => root.unmount());
  });
});
