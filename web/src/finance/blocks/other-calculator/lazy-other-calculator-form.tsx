'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyOtherCalculatorForm = lazyClient(() => import('../../components/other-calculator-form').then((module) => module.OtherCalculatorForm));
