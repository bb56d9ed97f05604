'use client';

import { lazyClient } from '../lazy-client';

export const LazyFinanceCalculator = lazyClient(() => import('@/vehicle-page/islands/finance-calculator').then((module) => module.FinanceCalculator));
