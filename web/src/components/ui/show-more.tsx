'use client';

import { useState, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  moreLabel: string;
  lessLabel: string;
  /** Rendered in place of the children while collapsed (e.g. truncated text); absent = CSS hiding. */
  collapsed?: ReactNode;
  controls: string;
};

/**
 * Show More / Show Less around server-rendered content. Items marked with HIDDEN_WHILE_COLLAPSED
 * (vehicle-page/sections/hidden-while-collapsed.ts) stay in the HTML (crawlable) and are only hidden while
 * collapsed.
 */
export function ShowMore({ children, moreLabel, lessLabel, collapsed, controls }: Props) {
  const [expanded, setExpanded] = useState(false);
  return (
    <div data-expanded={expanded} className="group/more">
      <div id={controls}>{collapsed && !expanded ? collapsed : children}</div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={() => setExpanded((value) => !value)}
        className="mt-3 link-action"
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
