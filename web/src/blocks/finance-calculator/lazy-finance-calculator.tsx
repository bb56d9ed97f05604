'use client';

import { lazyClient } from '../shared/lazy-client';

export const LazyFinanceCalculator = lazyClient(() => import('@/vehicle-page/islands/finance-calculator').then((module) => module.FinanceCalculator));
