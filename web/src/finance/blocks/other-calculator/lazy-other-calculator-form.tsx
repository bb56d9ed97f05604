'use client';

import { lazyClient } from '@/blocks/shared/lazy-client';

export const LazyOtherCalculatorForm = lazyClient(() => import('../../components/other-calculator-form').then((module) => module.OtherCalculatorForm));
