'use client';

import { useSyncExternalStore } from 'react';
import { readSuccess, type SuccessRecord } from '../browser/success-record';

const WHAT: Record<string, string> = {
  'test-drive': 'test drive request',
  'request-photos': 'photo request',
  'service': 'service booking request',
  'trade-in': 'trade-in details',
  'offer-accepted': 'acceptance of our offer',
  'careers': 'expression of interest',
  'finance-enquiry': 'finance enquiry',
};

function describe(record: SuccessRecord): string {
  const what = WHAT[record.kind] ?? 'enquiry';
  const about = record.vehicle ? ` about the ${record.vehicle}` : '';
  const to = record.dealer ? ` ${record.dealer} will` : ' Our team will';
  return `We have received your ${what}${about}.${to} be in touch shortly.`;
}

let cached: { raw: string | null; record: SuccessRecord | null } = { raw: null, record: null };
function snapshot(): SuccessRecord | null {
  const raw = window.sessionStorage.getItem('leadSuccess');
  if (raw !== cached.raw) cached = { raw, record: readSuccess() };
  return cached.record;
}
const subscribe = () => () => undefined;

/** /success: what was sent, from the success-category record the form set (SPEC 4). */
export function SuccessMessage({ fallback }: { fallback: string }) {
  const record = useSyncExternalStore(subscribe, snapshot, () => null);
  return (
    <p className="mt-4 max-w-2xl text-lg text-neutral-700" data-category={record?.category} data-subcategory={record?.subcategory ?? undefined}>
      {record ? describe(record) : fallback}
    </p>
  );
}
