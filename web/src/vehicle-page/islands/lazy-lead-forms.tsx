'use client';

import dynamic from 'next/dynamic';
import type { VehicleFormProps } from '@/components/leads/vehicle-form-props';
import type { LeadModalKind } from './lead-modal';

const loading = () => <p className="py-6 text-center text-neutral-700">Loading form...</p>;

// Each form is its own chunk, fetched when its dialog first opens: the page's first load
// carries none of the form, validation or phone code.
const FORMS = {
  'enquiry': dynamic(() => import('@/components/leads/enquiry-form').then((m) => m.EnquiryForm), { loading }),
  'test-drive': dynamic(() => import('@/components/leads/test-drive-form').then((m) => m.TestDriveForm), { loading }),
  'request-photos': dynamic(() => import('@/components/leads/request-photos-form').then((m) => m.RequestPhotosForm), { loading }),
  'find-similar': dynamic(() => import('@/components/leads/find-similar-form').then((m) => m.FindSimilarForm), { loading }),
} satisfies Record<LeadModalKind, unknown>;

export type LeadFormData = Pick<VehicleFormProps, 'rules' | 'vehicle' | 'dealerName'>;

export function LazyLeadForm({ kind, form }: { kind: LeadModalKind; form: LeadFormData }) {
  const Form = FORMS[kind];
  return <Form {...form} />;
}
