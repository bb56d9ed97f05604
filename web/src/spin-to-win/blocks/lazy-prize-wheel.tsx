'use client';

import { lazyClient } from '@/blocks/shared/lazy-client';

export const LazyPrizeWheel = lazyClient(() => import('../components/prize-wheel').then((module) => module.PrizeWheel));
