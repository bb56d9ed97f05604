'use client';

import { createContext, useContext } from 'react';
import type { SearchClient } from 'instantsearch.js';

/** The page's search client, for the few queries that are not a widget's (the budget floor). */
export const SearchClientContext = createContext<SearchClient | null>(null);
export const useSearchClient = () => useContext(SearchClientContext);
