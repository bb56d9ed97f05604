'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyPrizeWheel = lazyClient(() => import('../components/prize-wheel').then((module) => module.PrizeWheel));
