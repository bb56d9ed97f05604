// @vitest-environment jsdom
import { act, createElement, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowNavigation, useNavigationUpdates, type NavigationUpdates } from './use-navigation-updates';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The route Next has committed: what usePathname and useSearchParams answer.
const committed = vi.hoisted(() => ({ pathname: '/search', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => committed.pathname,
  useSearchParams: () => new URLSearchParams(committed.search),
}));

let hooks: NavigationUpdates;
// As the search page holds them: the hooks in the search's parent, the URL read beside the search.
function Probe() {
  const navigation = useNavigationUpdates();
  useEffect(() => {
    hooks = navigation;
  }, [navigation]);
  return createElement(FollowNavigation, { updates: navigation });
}

let root: Root;
const onUpdate = vi.fn();
const origin = window.location.origin;

/** Next commits a render of `url` (after a pushState, a link or back/forward). */
function commit(url: string) {
  const target = new URL(url, origin);
  committed.pathname = target.pathname;
  committed.search = target.search;
  act(() => root.render(createElement(Probe)));
  act(() => vi.runAllTimers());
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  committed.pathname = '/search';
  committed.search = '';
  onUpdate.mockReset();
  root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  hooks.start(onUpdate);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useNavigationUpdates', () => {
  it('has InstantSearch read the URL when Next moves somewhere it did not write', () => {
    commit('/search/toyota?query=hilux');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('leaves InstantSearch alone when Next commits the URL it wrote itself, even after it has written another', () => {
    hooks.push(`${origin}/search?sortBy=price_desc`);
    expect(window.location.search).toBe('?sortBy=price_desc');
    // The shopper has typed a search before Next commits the sort: reading the URL now would drop it.
    hooks.push(`${origin}/search?query=hilux%20sr5&sortBy=price_desc`);
    commit('/search?sortBy=price_desc');
    commit('/search?query=hilux+sr5&sortBy=price_desc');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('forgets writes Next skipped over, so a later visit to one of their URLs is followed', () => {
    hooks.push(`${origin}/search?sortBy=price_desc`);
    hooks.push(`${origin}/search?query=hilux&sortBy=price_desc`);
    // Next renders only the last of the two.
    commit('/search?query=hilux&sortBy=price_desc');
    // Back to the first (a recent search link, back): that is the shopper's move, not InstantSearch's.
    commit('/search?sortBy=price_desc');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
