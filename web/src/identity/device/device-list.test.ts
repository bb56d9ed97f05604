// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceList, useDeviceList } from './device-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const isId = (value: unknown): value is number => typeof value === 'number';

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

/** Server-renders a list's island, hydrates it, and counts the island's renders in the browser. */
async function hydrateIsland(key: string) {
  const list = deviceList(key, isId, 3);
  let renders = 0;
  function Island() {
    const ids = useDeviceList(list);
    if (typeof window !== 'undefined') renders += 1;
    return createElement('p', null, ids.length === 0 ? 'none' : ids.join(','));
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Island));
  renders = 0;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, createElement(Island));
  });
  return { renders, text: container.textContent };
}

describe('deviceList', () => {
  it('reads what the device stored, keeping only well-formed items, at most max', () => {
    window.localStorage.setItem('viewed', JSON.stringify([1, 'x', 2, 3, 4]));
    expect(deviceList('viewed', isId, 3).read()).toEqual([1, 2, 3]);
  });

  it('reads broken or missing storage as an empty list', () => {
    window.localStorage.setItem('broken', '{not json');
    expect(deviceList('broken', isId, 3).read()).toEqual([]);
    expect(deviceList('missing', isId, 3).read()).toEqual([]);
  });

  it('tells its subscribers when a list is written', () => {
    const list = deviceList('favourites', isId, 3);
    let changes = 0;
    const stop = list.subscribe(() => (changes += 1));
    list.write([5]);
    stop();
    list.write([6]);
    expect(changes).toBe(1);
    expect(list.read()).toEqual([6]);
  });

  it('with nothing stored, an island hydrates once and is not rendered again', async () => {
    expect(await hydrateIsland('nothing-stored')).toEqual({ renders: 1, text: 'none' });
  });

  it('with a stored list, the island shows it straight after hydrating', async () => {
    window.localStorage.setItem('stored', JSON.stringify([7, 8]));
    const { renders, text } = await hydrateIsland('stored');
    expect(text).toBe('7,8');
    expect(renders).toBe(2);
  });
});
