'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyPartsFinder = lazyClient(() => import('../components/parts-finder').then((module) => module.PartsFinder));
