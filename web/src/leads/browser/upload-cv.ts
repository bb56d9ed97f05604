import { TEXT } from '@/leads/messages';
import type { FieldMessage } from './post-lead';

export type UploadResult =
  | { kind: 'uploaded'; fileId: string }
  | { kind: 'invalid'; errors: FieldMessage[] }
  | { kind: 'failed'; message: string };

/**
 * Sends the careers CV ahead of the lead (POST /api/leads/uploads, the file as the body). Never
 * throws: the form shows the answer next to the file field, or as a failure, keeping every value.
 */
export async function uploadCv(file: File): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch('/api/leads/uploads', {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    });
  } catch {
    return { kind: 'failed', message: TEXT.offline };
  }
  const body = (await response.json().catch(() => ({}))) as { file_id?: unknown; error?: unknown; errors?: FieldMessage[] };
  if (response.ok && typeof body.file_id === 'string') return { kind: 'uploaded', fileId: body.file_id };
  if (response.status === 400 && Array.isArray(body.errors) && body.errors.length > 0) return { kind: 'invalid', errors: body.errors };
  return { kind: 'failed', message: typeof body.error === 'string' ? body.error : TEXT.unavailable };
}
