'use client';

import { createContext, useContext, type ReactNode } from 'react';

const QueryLessContext = createContext(false);

/**
 * Marks a search rendered without a query string (a landing page's cached twin,
 * tenancy/query-less-variant.ts): on the server its URL has no query to read.
 */
export function QueryLessSearch({ children }: { children: ReactNode }) {
  return <QueryLessContext value>{children}</QueryLessContext>;
}

export const useQueryLessSearch = () => useContext(QueryLessContext);
