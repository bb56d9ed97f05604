'use client';

import { lazyClient } from '@/components/ui/lazy-client';

export const LazyEnquiryForm = lazyClient(() => import('@/leads/components/enquiry-form').then((module) => module.EnquiryForm));
