// @vitest-environment jsdom
import type { SiteConfig } from '@dealer/schemas/content/site';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesCounter } from './sales-counter-block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The block as the server renders it for a site in `timeZone` (its address is in Queensland). */
const block = (timeZone: string) => SalesCounter({
  _type: 'salesCounter', _key: 's', heading: null, intro: null, label: 'cars sold today',
  site: { timeZone, address: { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' } } as unknown as SiteConfig,
} as never) as React.ReactElement;

/** The page in a browser the shopper keeps open. */
function open(rendered: React.ReactElement): { count: () => string; root: Root } {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(rendered));
  return { count: () => container.querySelector('.text-5xl')!.textContent!, root };
}

const wait = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('the sales counter on an open page (SPEC 9: one every 450 s, refreshed every 150 s, in the site\'s zone)', () => {
  let root: Root | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => root?.unmount());
    vi.useRealTimers();
  });

  it('moves on by one 450 s after midnight in the site\'s zone', () => {
    // Midnight in Perth (+08:00) is 02:00 in Brisbane, where 16 would already have sold.
    vi.setSystemTime(new Date('2025-07-01T16:00:00Z'));
    const page = open(block('Australia/Perth'));
    root = page.root;
    expect(page.count()).toBe('0');
    wait(300);
    expect(page.count()).toBe('0');
    wait(150);
    expect(page.count()).toBe('1');
  });

  it('checks every 150 s, not continuously: a sale at 450 s shows at the next check', () => {
    // 00:07:00 in Brisbane: 420 s into the day; the count turns 1 at 450 s and shows at 570 s.
    vi.setSystemTime(new Date('2025-06-30T14:07:00Z'));
    const page = open(block('Australia/Brisbane'));
    root = page.root;
    expect(page.count()).toBe('0');
    wait(149);
    expect(page.count()).toBe('0');
    wait(1);
    expect(page.count()).toBe('1');
    wait(150 * 6);
    expect(page.count()).toBe('3');
  });

  it('works the count out on arrival, so an older cached page does not show an old number', () => {
    // Rendered at midnight in Brisbane (0 sold), opened an hour later: 3,600 s is 8 sales.
    vi.setSystemTime(new Date('2025-06-30T14:00:00Z'));
    const cached = block('Australia/Brisbane');
    vi.setSystemTime(new Date('2025-06-30T15:00:00Z'));
    const page = open(cached);
    root = page.root;
    expect(page.count()).toBe('8');
  });
});
