'use client';

import { ServerInsertedHTMLContext } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';

const QueryLessContext = createContext(false);

type InsertHTML = (callback: () => ReactNode) => void;

/**
 * The request's insertHTML, taking the first insertion only. A prerender renders the page twice
 * into one response (Cache Components fills its caches with a first pass), and
 * react-instantsearch-nextjs inserts its initial results (~24 KB) from each: the second copy is
 * the same results again.
 */
const insertingOnce = new WeakMap<InsertHTML, InsertHTML>();
function insertOnce(insertHTML: InsertHTML): InsertHTML {
  let once = insertingOnce.get(insertHTML);
  if (!once) {
    let inserted = false;
    once = (callback) => {
      if (inserted) return;
      inserted = true;
      insertHTML(callback);
    };
    insertingOnce.set(insertHTML, once);
  }
  return once;
}

/**
 * Marks a search rendered without a query string (a landing page's cached twin,
 * tenancy/query-less-variant.ts): on the server its URL has no query to read, and its initial
 * results go into the page once.
 */
export function QueryLessSearch({ children }: { children: ReactNode }) {
  const insertHTML = useContext(ServerInsertedHTMLContext);
  const search = <QueryLessContext value>{children}</QueryLessContext>;
  if (!insertHTML) return search;
  return <ServerInsertedHTMLContext value={insertOnce(insertHTML)}>{search}</ServerInsertedHTMLContext>;
}

export const useQueryLessSearch = () => useContext(QueryLessContext);
