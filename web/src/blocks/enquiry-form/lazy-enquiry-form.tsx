'use client';

import { lazyClient } from '../lazy-client';

export const LazyEnquiryForm = lazyClient(() => import('@/components/leads/enquiry-form').then((module) => module.EnquiryForm));
