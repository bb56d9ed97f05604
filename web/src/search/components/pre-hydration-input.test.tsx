// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreHydrationQueue, type PreHydrationQueue } from './pre-hydration-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the search: a keyword form, a sort, a filters button, a link; it states what it received. */
function Search({ onHydrated }: { onHydrated?: () => () => void }) {
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [sort, setSort] = useState('featured');
  const [open, setOpen] = useState(false);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <div data-search-island="">
      <form onSubmit={(event) => { event.preventDefault(); setSearched(text); }}>
        <input name="query" value={text} onChange={(event) => setText(event.target.value)} />
      </form>
      <select value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="featured">Featured</option>
        <option value="price_asc">Lowest price</option>
      </select>
      <button type="button" onClick={() => setOpen((was) => !was)}>Filters</button>
      <a href="#toyota">Toyota</a>
      <output>{`text=${text} searched=${searched} sort=${sort} open=${open}`}</output>
    </div>
  );
}

let container: HTMLDivElement;
let queue: PreHydrationQueue;
let root: Root | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  container = document.createElement('div');
  container.innerHTML = renderToString(<Search />);
  document.body.append(container);
  queue = createPreHydrationQueue(window);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = undefined;
  queue.dispose();
  container.remove();
});

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};
// The replay takes one task per action: each round runs the step it scheduled (its timers are
// fake) and lets React render it before the next, as the browser does between tasks.
const settle = async () => {
  for (let round = 0; round < 10; round++) await act(() => vi.advanceTimersToNextTimerAsync());
};

async function hydrate(onHydrated?: () => () => void) {
  await act(async () => {
    root = hydrateRoot(container, <Search onHydrated={onHydrated} />);
  });
  await settle();
}

describe('input on the search before its code has hydrated it', () => {
  it('reaches the search once it has: typed text and Enter, the sort, the filters button', async () => {
    type($('input'), 'hilux');
    $<HTMLFormElement>('form').requestSubmit();
    type($('select'), 'price_asc');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('button').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    await hydrate(queue.hydrated);

    expect($('output').textContent).toBe('text=hilux searched=hilux sort=price_asc open=true');
    expect($<HTMLInputElement>('input').value).toBe('hilux');
  });

  it('is lost without the queue: React overwrites the text and drops the press (what the queue is for)', async () => {
    queue.dispose();
    type($('input'), 'hilux');
    $<HTMLButtonElement>('button').click();

    await hydrate();
    // A render after hydration puts React's value back into the box.
    await act(async () => type($('select'), 'price_asc'));

    expect($('output').textContent).toBe('text= searched= sort=price_asc open=false');
    expect($<HTMLInputElement>('input').value).toBe('');
  });

  it('leaves links to navigate, and lets events through once the search is live', async () => {
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('a').dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);

    await hydrate(queue.hydrated);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      $('button').dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(false);
    expect($('output').textContent).toContain('open=true');
  });

  it('keeps what was typed and chosen before its own code ran', async () => {
    queue.dispose();
    type($('input'), 'corolla');
    type($('select'), 'price_asc');
    queue = createPreHydrationQueue(window);

    await hydrate(queue.hydrated);

    expect($('output').textContent).toBe('text=corolla searched= sort=price_asc open=false');
  });

  it('keeps only the last value of a field, and nothing outside the search', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    outside.remove();

    type($('input'), 'hi');
    type($('input'), 'hilux');
    await hydrate(queue.hydrated);
    expect($('output').textContent).toBe('text=hilux searched= sort=featured open=false');
  });
});
