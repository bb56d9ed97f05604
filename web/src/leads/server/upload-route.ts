import * as z from 'zod/mini';
import { TEXT } from '../messages';
import { CV_TEXT, MAX_CV_BYTES } from '../schema/cv-file';
import { readBoundedBytes } from '@/server/http/request-body';
import { clientAddress, RATE_LIMITS, takeRateLimit } from '@/server/rate-limits';
import { invalidResponse, notFoundResponse, okResponse, unavailableResponse } from './lead-http';
import { cvBytesProblem, fileForDownload, storeCv } from './lead-files';
import type { LeadRouteDeps } from './lead-route-deps';

const TOO_MANY = 'Too many uploads. Please try again later, or send your CV by email.';
const NOT_AVAILABLE = 'This file is not available.';
const cvError = (message: string) => invalidResponse({ cv: [message] });

function fileNameOf(request: Request): string | null {
  try {
    const name = decodeURIComponent(request.headers.get('x-file-name') ?? '').trim();
    return name && name.length <= 255 ? name : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/leads/uploads: the careers form's CV, sent as the request body (its type in
 * Content-Type, its name in X-File-Name, URI-encoded) before the lead itself. 201 {file_id},
 * 400 with the `cv` field's message (type, size, empty), 429 past the per-IP limit.
 */
export async function handleCvUpload(request: Request, deps: LeadRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    if (!site) return notFoundResponse(TEXT.unknownSite);
    const name = fileNameOf(request);
    if (!name) return cvError(CV_TEXT.type);
    const db = await deps.db();
    const limit = await takeRateLimit(await deps.rateLimits(), site.slug, [{ rule: RATE_LIMITS.uploadPerIp, key: clientAddress(request) }]);
    if (!limit.allowed) {
      return Response.json({ error: TOO_MANY }, { status: 429, headers: { 'cache-control': 'no-store' } });
    }
    const bytes = await readBoundedBytes(request, MAX_CV_BYTES);
    if (bytes === 'too-large') return cvError(CV_TEXT.size);
    if (bytes === 'unreadable') return cvError(CV_TEXT.expired);
    const problem = cvBytesProblem(name, request.headers.get('content-type') ?? '', bytes);
    if (problem) return cvError(problem);
    const file = await storeCv(db, site.slug, name, bytes);
    return okResponse({ file_id: file.id, file_name: file.file_name, size_bytes: file.size_bytes }, 201);
  } catch (error) {
    console.error('[leads] CV upload could not be stored', error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
}

const downloadQuery = z.object({ id: z.uuid(), token: z.string().check(z.regex(/^[0-9a-f]{48}$/)) });

/** GET /api/leads/uploads/{id}?token=: the file, for whoever holds the link the CRM was sent. */
export async function handleCvDownload(request: Request, id: string, deps: LeadRouteDeps): Promise<Response> {
  try {
    const site = await deps.site(request.headers.get('host'));
    const query = downloadQuery.safeParse({ id, token: new URL(request.url).searchParams.get('token') ?? '' });
    if (!site || !query.success) return notFoundResponse(NOT_AVAILABLE);
    const file = await fileForDownload(await deps.db(), site.slug, query.data.id, query.data.token);
    if (!file) return notFoundResponse(NOT_AVAILABLE);
    return new Response(new Uint8Array(file.data), {
      headers: {
        'content-type': file.content_type,
        'content-disposition': `attachment; filename="${file.file_name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    console.error('[leads] CV download failed', error instanceof Error ? error.message : error);
    return unavailableResponse();
  }
}
