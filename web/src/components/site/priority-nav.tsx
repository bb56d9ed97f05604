'use client';

import type { NavItem, SiteConfig } from '@dealer/schemas/content/site';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DisclosureMenu } from './disclosure-menu';
import { navItemsThatFit } from './nav-fit';
import { navItems } from './nav-items';

type Layout = { phase: 'measuring' } | { phase: 'fitted'; shown: number };

/**
 * The desktop navigation on one line (SPEC 2 header): the items that fit the space between the
 * logo and the buttons, and a More menu holding the rest, from 1024 px up on every tenant,
 * whatever its labels. Widths are measured once with every item laid out, then each resize only
 * recounts. Until the first measure (the server's HTML, before hydration) the bar shows the items
 * that fit on its line and hides the rest on a second one (.priority-nav-unfitted).
 * The items are the site's navigation and its brands mega menu (null: none), drawn here.
 */
export function PriorityNav({ nav, megaMenu }: { nav: readonly NavItem[]; megaMenu: SiteConfig['megaMenu'] | null }) {
  const items = useMemo(() => navItems(nav, megaMenu), [nav, megaMenu]);
  const listRef = useRef<HTMLUListElement>(null);
  const widthsRef = useRef<{ items: number[]; more: number; gap: number } | null>(null);
  const [layout, setLayout] = useState<Layout>({ phase: 'measuring' });

  const fit = useCallback(() => {
    const list = listRef.current;
    const space = list?.parentElement?.clientWidth ?? 0;
    const widths = widthsRef.current;
    if (!widths) return;
    const shown = navItemsThatFit(widths.items, widths.more, widths.gap, space);
    setLayout((current) => (current.phase === 'fitted' && current.shown === shown ? current : { phase: 'fitted', shown }));
  }, []);

  useLayoutEffect(() => {
    if (layout.phase !== 'measuring') return;
    const list = listRef.current;
    // Hidden below the desktop breakpoint: nothing to measure until the navigation shows.
    if (!list || list.getClientRects().length === 0) return;
    const entries = Array.from(list.children, (child) => child.getBoundingClientRect().width);
    widthsRef.current = { items: entries.slice(0, items.length), more: entries[items.length] ?? 0, gap: Number.parseFloat(getComputedStyle(list).columnGap) || 0 };
    fit();
  }, [layout, items.length, fit]);

  useLayoutEffect(() => {
    const nav = listRef.current?.parentElement;
    if (!nav) return;
    const observer = new ResizeObserver(() => {
      if (nav.clientWidth === 0) return;
      if (widthsRef.current) fit();
      else setLayout({ phase: 'measuring' });
    });
    observer.observe(nav);
    // Text set in a web font is wider or narrower once the font arrives: measure again then.
    let live = true;
    if (document.fonts && document.fonts.status !== 'loaded') {
      void document.fonts.ready.then(() => {
        if (!live) return;
        widthsRef.current = null;
        setLayout({ phase: 'measuring' });
      });
    }
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [fit]);

  const shown = layout.phase === 'fitted' ? layout.shown : items.length;
  const moreNeeded = layout.phase === 'measuring' || shown < items.length;
  return (
    <ul ref={listRef} data-fitted={layout.phase === 'fitted' ? '' : undefined} className={layout.phase === 'measuring' ? 'priority-nav priority-nav-unfitted' : 'priority-nav'}>
      {items.map((item, index) => (
        <li key={item.key} hidden={index >= shown}>{item.bar}</li>
      ))}
      <li hidden={!moreNeeded} data-nav-more="">
        <DisclosureMenu
          label="More"
          className="relative"
          panelClassName="absolute top-full right-0 z-40 mt-1 max-h-[70vh] w-72 overflow-y-auto rounded-md border border-neutral-200 bg-white p-2 whitespace-normal shadow-lg"
        >
          <ul>{items.slice(shown).map((item) => <Fragment key={item.key}>{item.more}</Fragment>)}</ul>
        </DisclosureMenu>
      </li>
    </ul>
  );
}
