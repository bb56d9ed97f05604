'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyLocationsCarousel = lazyClient(() => import('@/locations/components/locations-carousel').then((module) => module.LocationsCarousel));
