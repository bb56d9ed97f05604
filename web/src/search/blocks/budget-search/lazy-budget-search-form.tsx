'use client';

import { lazyClient } from '@/blocks/shared/lazy-client';

export const LazyBudgetSearchForm = lazyClient(() => import('@/search/components/budget-search-form').then((module) => module.BudgetSearch));
