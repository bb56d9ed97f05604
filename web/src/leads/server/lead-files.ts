import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@dealer/migrations/database-types';
import { CV_FORMATS, CV_TEXT, cvFileProblem, cvFormatOf, type CvFormat } from '../schema/cv-file';

/**
 * Files sent with a lead (the careers CV), stored in the database (0012_lead_files.sql). The CRM
 * gets a link with an unguessable token rather than the bytes, so webhook bodies stay small.
 */
export type UploadedFile = { id: string; file_name: string; content_type: string; size_bytes: number };
export type CvAttachment = UploadedFile & { url: string };

// What each format's first bytes are: a PDF header, an OLE2 compound file (.doc), a ZIP (.docx).
const SIGNATURES: Record<CvFormat, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
};

/** The name as the dealer will see it: no path, no control characters, bounded. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '"').join('').trim().slice(-120);
  return cleaned || 'cv';
}

/** The message for bytes that are not an acceptable CV called `name`, or null. */
export function cvBytesProblem(name: string, declaredType: string, bytes: Uint8Array): string | null {
  const problem = cvFileProblem({ name, type: declaredType, size: bytes.byteLength });
  if (problem) return problem;
  const signature = SIGNATURES[cvFormatOf(name)!];
  return signature.every((byte, i) => bytes[i] === byte) ? null : CV_TEXT.type;
}

/** An upload no lead has named within a day was abandoned (the form was never sent). */
export const UNCLAIMED_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes abandoned uploads, so CVs of forms never sent are not kept. Returns how many. */
export async function deleteUnclaimedFiles(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('lead_files').where('lead_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function storeCv(db: Kysely<Database>, siteSlug: string, name: string, bytes: Uint8Array): Promise<UploadedFile> {
  // Each upload sweeps the abandoned ones: no scheduler needed, and storage stays bounded.
  await deleteUnclaimedFiles(db);
  const fileName = safeFileName(name);
  const file: UploadedFile = { id: randomUUID(), file_name: fileName, content_type: CV_FORMATS[cvFormatOf(fileName)!][0], size_bytes: bytes.byteLength };
  await db.insertInto('lead_files').values({
    ...file, site_slug: siteSlug, purpose: 'cv', data: bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'), download_token: randomBytes(24).toString('hex'),
  }).execute();
  return file;
}

/**
 * The CV a careers lead names: this tenant's upload, not yet sent with another lead (a repeat of
 * the same submission names it again, which is fine). The link goes on the lead for the CRM.
 */
export async function cvForLead(db: Kysely<Database>, siteSlug: string, fileId: string, origin: string | null): Promise<CvAttachment | null> {
  const row = await db.selectFrom('lead_files').select(['id', 'file_name', 'content_type', 'size_bytes', 'download_token', 'lead_id'])
    .where('site_slug', '=', siteSlug).where('id', '=', fileId).where('purpose', '=', 'cv').executeTakeFirst();
  if (!row) return null;
  const path = `/api/leads/uploads/${row.id}?token=${row.download_token}`;
  return { id: row.id, file_name: row.file_name, content_type: row.content_type, size_bytes: row.size_bytes, url: origin ? `${origin}${path}` : path };
}

/**
 * A careers submission names its uploaded CV by `cv_file_id`; the lead carries the file's details
 * and link as `cv` instead. Returns false when the upload is not this tenant's (or is gone).
 */
export async function putCvOnLead(db: Kysely<Database>, siteSlug: string, values: Record<string, unknown>, origin: string | null): Promise<boolean> {
  const fileId = values.cv_file_id;
  delete values.cv;
  delete values.cv_file_id;
  if (typeof fileId !== 'string') return true;
  const cv = await cvForLead(db, siteSlug, fileId, origin);
  if (!cv) return false;
  values.cv = cv;
  return true;
}

/** Ties the upload to its lead once the lead is stored; an upload keeps its first lead. */
export async function attachFileToLead(db: Kysely<Database>, siteSlug: string, fileId: string, leadId: string): Promise<void> {
  await db.updateTable('lead_files').set({ lead_id: leadId }).where('site_slug', '=', siteSlug).where('id', '=', fileId).where('lead_id', 'is', null).execute();
}

/** A file for its download link: the tenant, the id and the token must all match. */
export async function fileForDownload(db: Kysely<Database>, siteSlug: string, fileId: string, token: string) {
  const row = await db.selectFrom('lead_files').select(['file_name', 'content_type', 'data', 'download_token'])
    .where('site_slug', '=', siteSlug).where('id', '=', fileId).executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.download_token);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
}
