'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyPriceSliderForm = lazyClient(() => import('@/search/components/price-slider-form').then((module) => module.PriceSliderForm));
