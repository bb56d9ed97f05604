'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyFinanceCalculator = lazyClient(() => import('@/vehicle-page/islands/finance-calculator').then((module) => module.FinanceCalculator));
