'use client';

import { lazyClient } from '@/blocks/shared/lazy-client';

export const LazyPartsFinder = lazyClient(() => import('../components/parts-finder').then((module) => module.PartsFinder));
