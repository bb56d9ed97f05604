'use client';

import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { TEXT_DEBOUNCE_MS } from '@/search/slider';

/** The keyword box (SPEC 2, 5): searches 300 ms after the last keystroke; page is dropped. */
export function SearchBox({ label }: { label: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Stable: a new hook function on each render would make InstantSearch rebuild the widget each time.
  const queryHook = useCallback((next: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next.trim()), TEXT_DEBOUNCE_MS);
  }, []);
  const { query, refine } = useSearchBox({ queryHook });
  const [text, setText] = useState(query);
  const [synced, setSynced] = useState(query);
  // Back/forward (or Clear) changes the query under us: show the one the search now has.
  if (synced !== query) {
    setSynced(query);
    setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form
      role="search"
      action=""
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        refine(text);
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
        maxLength={200}
        onChange={(event) => {
          setText(event.target.value);
          refine(event.target.value);
        }}
        className="min-h-11 w-full rounded-md border border-neutral-400 bg-white py-2 pr-3 pl-10 text-base"
      />
    </form>
  );
}
