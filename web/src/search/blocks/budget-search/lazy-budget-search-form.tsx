'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyBudgetSearchForm = lazyClient(() => import('@/search/components/budget-search-form').then((module) => module.BudgetSearch));
