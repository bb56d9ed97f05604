'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabPanel = { id: string; label: string; content: ReactNode };

type Props = { tabs: TabPanel[]; label?: string; keepMounted?: boolean; initialTab?: string };

/**
 * WAI-ARIA tabs (automatic activation; Left/Right/Home/End move between tabs) over
 * server-rendered panels. Hand-written rather than Radix: the page's first load and hydration
 * stay smaller, and every panel stays in the HTML (hidden) so its text is crawlable. Media tabs
 * opt out (keepMounted false) so a hidden 360 viewer does not load its frames.
 */
export function VehicleTabs({ tabs, label = 'About this vehicle', keepMounted = true, initialTab }: Props) {
  const base = useId();
  const [active, setActive] = useState(tabs.some((tab) => tab.id === initialTab) ? initialTab! : (tabs[0]?.id ?? ''));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.id);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    // Arrow keys here must not also move the photo gallery, which listens on the window.
    event.stopPropagation();
    select(next);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-neutral-300">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => { refs.current[index] = node; }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px min-h-11 border-b-2 border-transparent px-3 font-semibold text-neutral-700 hover:text-neutral-900 aria-selected:border-brand aria-selected:text-neutral-900"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        if (!selected && !keepMounted) return null;
        return (
          <div key={tab.id} role="tabpanel" id={`${base}-panel-${tab.id}`} aria-labelledby={`${base}-tab-${tab.id}`} tabIndex={0} hidden={!selected} className="pt-4">
            {tab.content}
          </div>
        );
      })}
    </div>
  );
}
