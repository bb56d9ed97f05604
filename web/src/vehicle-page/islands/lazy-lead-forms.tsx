'use client';

import dynamic from 'next/dynamic';
import type { VehicleFormProps } from '@/leads/components/vehicle-form-props';
import type { LeadModalKind } from './lead-modal';

const loading = () => <p className="py-6 text-center text-neutral-700">Loading form...</p>;

// Each form is its own chunk, fetched when its dialog first opens: the page's first load
// carries none of the form, validation or phone code.
const FORMS = {
  'enquiry': dynamic(() => import('@/leads/components/enquiry-form').then((m) => m.EnquiryForm), { loading }),
  'test-drive': dynamic(() => import('@/leads/components/test-drive-form').then((m) => m.TestDriveForm), { loading }),
  'request-photos': dynamic(() => import('@/leads/components/request-photos-form').then((m) => m.RequestPhotosForm), { loading }),
  'find-similar': dynamic(() => import('@/leads/components/find-similar-form').then((m) => m.FindSimilarForm), { loading }),
} satisfies Record<LeadModalKind, unknown>;

export type LeadFormData = Pick<VehicleFormProps, 'rules' | 'vehicle' | 'dealerName'>;

export function LazyLeadForm({ kind, form }: { kind: LeadModalKind; form: LeadFormData }) {
  const Form = FORMS[kind];
  return <Form {...form} />;
}
