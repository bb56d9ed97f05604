'use client';

import { lazyClient } from '../shared/lazy-client';

export const LazyEnquiryForm = lazyClient(() => import('@/leads/components/enquiry-form').then((module) => module.EnquiryForm));
