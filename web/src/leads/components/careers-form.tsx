'use client';

import { useCallback, useMemo, useRef } from 'react';
import { chosenFile, CV_ACCEPT } from '@/leads/schema/cv-file';
import type { LeadFormRules } from '@/leads/schema/form-rules';
import { uploadCv } from '../browser/upload-cv';
import { FileField, TextField } from './form-fields';
import { CONTACT_LABELS, ContactFields, contactDefaults, MessageField, placeLabels, PlaceFields, placeDefaults } from './form-parts';
import { LeadFormShell, type Prepared } from './lead-form-shell';

const LOCATION = 'Preferred location';
const MESSAGE = 'Tell us about yourself';
const CV = 'Your CV (optional)';
const LABELS = [['position', 'Position of interest'], ...placeLabels(LOCATION), ['message', MESSAGE], ['cv', CV], ...CONTACT_LABELS] as const;

/** Careers: an expression of interest (SPEC 7 analytics event 51), with an optional CV. */
export function CareersForm({ rules, dealerName }: { rules: LeadFormRules; dealerName?: string | null }) {
  const loadSchema = useCallback(() => import('@/leads/schema/department-schemas').then((schemas) => schemas.careersSchema(rules)), [rules]);
  const defaults = useMemo(() => ({ ...contactDefaults(), ...placeDefaults(rules), position: '', message: '', cv: undefined }), [rules]);
  // A retry after a failure sends the same upload again rather than the file a second time.
  const uploaded = useRef<{ file: File; fileId: string } | null>(null);

  async function prepare(values: Record<string, unknown>): Promise<Prepared> {
    const { cv, ...userData } = values;
    const file = chosenFile(cv) as File | null;
    if (!file) return { kind: 'ready', userData };
    if (uploaded.current?.file !== file) {
      const result = await uploadCv(file);
      if (result.kind === 'invalid') return { kind: 'invalid', errors: result.errors };
      if (result.kind === 'failed') return { kind: 'failed', message: result.message, status: null };
      uploaded.current = { file, fileId: result.fileId };
    }
    return { kind: 'ready', userData: { ...userData, cv_file_id: uploaded.current.fileId } };
  }

  return (
    <LeadFormShell kind="careers" loadSchema={loadSchema} defaultValues={defaults} labels={LABELS} submitLabel="Send Expression of Interest" failureStyle="generic" dealerName={dealerName} prepare={prepare}>
      <TextField name="position" label="Position of interest" hint="For example: sales consultant, technician, parts interpreter." required />
      <PlaceFields rules={rules} locationLabel={LOCATION} />
      <MessageField required={rules.messageRequired} label={MESSAGE} />
      <FileField name="cv" label={CV} accept={CV_ACCEPT} hint="PDF, DOC or DOCX, up to 5 MB." />
      <ContactFields rules={rules} contactMethod={false} />
    </LeadFormShell>
  );
}
