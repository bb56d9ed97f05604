'use client';

import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { applyChange, type SearchState } from '@/search/refinements';
import { searchStateHref } from '@/search/search-href';
import { TEXT_DEBOUNCE_MS } from '@/search/slider';
import { useSearchNavigation } from './search-navigation';

type Props = { state: SearchState; usedCarPrefix: string | null; label: string };

/** The keyword box (SPEC 2, 5): sets `query` 300 ms after the last keystroke; page is dropped. */
export function SearchBox({ state, usedCarPrefix, label }: Props) {
  const { navigate } = useSearchNavigation();
  const [text, setText] = useState(state.query);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [synced, setSynced] = useState(state.query);
  // Back/forward changes the URL under us: show the query the page now has.
  if (synced !== state.query) {
    setSynced(state.query);
    setText(state.query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (query: string) => {
    if (query.trim() === state.query.trim()) return;
    navigate(searchStateHref(applyChange(state, { query }), { usedCarPrefix }));
  };
  return (
    <form
      role="search"
      action=""
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(timer.current);
        go(text);
      }}
      className="relative"
    >
      <label htmlFor="search-query" className="sr-only">{label}</label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-neutral-600" />
      <input
        id="search-query"
        name="query"
        type="search"
        value={text}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => go(value), TEXT_DEBOUNCE_MS);
        }}
        className="min-h-11 w-full rounded-md border border-neutral-400 bg-white py-2 pr-3 pl-10 text-base"
      />
    </form>
  );
}
