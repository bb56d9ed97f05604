import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { renderAdf } from '@/ports/crm/adf';
import { CV_TEXT, MAX_CV_BYTES } from '@/leads/schema/cv-file';
import { deleteUnclaimedFiles } from '@/leads/server/lead-files';
import { handleLeadPost } from '@/leads/server/lead-route';
import { handleCvDownload, handleCvUpload } from '@/leads/server/upload-route';
import { jsonRequest, leadRouteDeps, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const DOCX = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
const person = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', position: 'Technician', message: 'Ten years on the tools.' };

let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;
beforeAll(async () => {
  handle = await openMigratedPglite();
  deps = leadRouteDeps(handle, { 'alpha.localhost': leadTestSite(), 'beta.localhost': leadTestSite({ slug: 'beta', _id: 'b' }) });
});
afterAll(async () => handle?.close());

let ip = 0;
async function upload(name: string, bytes: Uint8Array, type: string, host = 'alpha.localhost') {
  ip += 1;
  const request = new Request(`http://${host}/api/leads/uploads`, {
    method: 'POST', body: new Blob([bytes as Uint8Array<ArrayBuffer>]), headers: { host, 'content-type': type, 'x-file-name': encodeURIComponent(name), 'x-dealer-socket-address': `10.9.${ip >> 8}.${ip & 255}` },
  });
  const response = await handleCvUpload(request, deps);
  return { status: response.status, json: (await response.json()) as { file_id?: string; fieldErrors?: Record<string, string[]> } };
}
const careers = async (userData: Record<string, unknown>, key: string) => {
  const response = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/careers', { userData, idempotency_key: key }), 'careers', deps);
  return { status: response.status, json: (await response.json()) as { lead_id?: string; fieldErrors?: Record<string, string[]> } };
};

describe('careers CV upload (SPEC 2 careers)', () => {
  it('takes a PDF, puts its link on the careers lead, and serves it to whoever holds the link', async () => {
    const up = await upload('My CV.pdf', PDF, 'application/pdf');
    expect(up.status).toBe(201);
    const res = await careers({ ...person, cv_file_id: up.json.file_id }, 'careers-cv-1');
    expect(res.status).toBe(201);

    const lead = await handle.db.selectFrom('leads').selectAll().where('id', '=', res.json.lead_id!).executeTakeFirstOrThrow();
    const cv = lead.user_data.cv as { id: string; file_name: string; content_type: string; size_bytes: number; url: string };
    expect(cv).toMatchObject({ id: up.json.file_id, file_name: 'My CV.pdf', content_type: 'application/pdf', size_bytes: PDF.byteLength });
    expect(cv.url).toMatch(/^https:\/\/www\.alpha\.example\/api\/leads\/uploads\/[0-9a-f-]{36}\?token=[0-9a-f]{48}$/);
    expect(lead.user_data).not.toHaveProperty('cv_file_id');
    const file = await handle.db.selectFrom('lead_files').select(['lead_id', 'sha256']).where('id', '=', cv.id).executeTakeFirstOrThrow();
    expect(file.lead_id).toBe(lead.id);

    // The CRM's ADF names the CV and its link.
    const adf = renderAdf({ lead_id: lead.id, site_slug: 'alpha', kind: 'careers', created_at: new Date().toISOString(), source: 'Website', category: lead.category, subcategory: null, url: null, user_agent: null,
      car_id: null, car_dealership_id: null, dealership_slug: null, location_slug: null, tags: [], parent_lead_id: null, userData: lead.user_data, lead_attributes: {},
      vendor: { dealershipSlug: null, name: 'Alpha', locationName: null, phone: null, email: null, address: null, websiteUrl: null, timeZone: 'Australia/Brisbane' } });
    expect(adf).toContain(`CV: My CV.pdf ${cv.url.replace(/&/g, '&amp;')}`);

    const url = new URL(cv.url);
    const download = await handleCvDownload(new Request(cv.url, { headers: { host: 'alpha.localhost' } }), cv.id, deps);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="My CV.pdf"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    const wrongToken = new Request(`http://alpha.localhost${url.pathname}?token=${'0'.repeat(48)}`, { headers: { host: 'alpha.localhost' } });
    expect((await handleCvDownload(wrongToken, cv.id, deps)).status).toBe(404);
    expect((await handleCvDownload(new Request(cv.url.replace('alpha.', 'beta.'), { headers: { host: 'beta.localhost' } }), cv.id, deps)).status).toBe(404);
  });

  it('takes a DOCX and a lead without a CV', async () => {
    expect((await upload('cv.docx', DOCX, '')).status).toBe(201);
    expect((await careers(person, 'careers-no-cv')).status).toBe(201);
  });

  it.each<[string, string, Uint8Array, string, string]>([
    ['too large', 'big.pdf', new Uint8Array(MAX_CV_BYTES + 1).fill(0x25), 'application/pdf', CV_TEXT.size],
    ['an image', 'photo.jpg', Uint8Array.from([0xff, 0xd8, 0xff]), 'image/jpeg', CV_TEXT.type],
    ['renamed to .pdf', 'notreally.pdf', new TextEncoder().encode('MZ executable'), 'application/pdf', CV_TEXT.type],
    ['empty', 'empty.pdf', new Uint8Array(0), 'application/pdf', CV_TEXT.empty],
    ['nameless', '', PDF, 'application/pdf', CV_TEXT.type],
  ])('refuses a file that is %s with the cv field\'s message', async (_name, fileName, bytes, type, message) => {
    const res = await upload(fileName, bytes, type);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ cv: [message] });
  });

  it('refuses a lead naming another tenant\'s upload, or none that exists', async () => {
    const theirs = await upload('cv.pdf', PDF, 'application/pdf', 'beta.localhost');
    for (const id of [theirs.json.file_id, crypto.randomUUID()]) {
      const res = await careers({ ...person, email: 'other@example.com', cv_file_id: id }, `careers-foreign-${id}`);
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toEqual({ cv: [CV_TEXT.expired] });
    }
  });

  it('answers 300 random uploads with 400 and the cv field\'s message, never 5xx', { timeout: 120_000 }, async () => {
    let state = 0x2f6b;
    const next = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4294967296;
    };
    const names = ['cv.pdf', 'cv.doc', 'cv.docx', 'cv', '../x.pdf', 'a'.repeat(300), '%E0%A4%A.pdf', 'résumé.PDF', ''];
    const types = ['application/pdf', 'application/msword', 'image/png', '', 'text/html; charset=utf-8'];
    const problems: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const bytes = Uint8Array.from({ length: Math.floor(next() * 64) }, () => Math.floor(next() * 256));
      const name = names[Math.floor(next() * names.length)]!;
      const res = await upload(name, bytes, types[Math.floor(next() * types.length)]!);
      const ok = res.status === 400 && Array.isArray(res.json.fieldErrors?.cv) && res.json.fieldErrors.cv.length > 0;
      if (!ok) problems.push(`#${i} ${name.slice(0, 20)} ${bytes.length}B → ${res.status}`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('forgets uploads no lead named within a day, and never a CV a lead carries', async () => {
    const sent = await upload('Sent.pdf', PDF, 'application/pdf');
    await careers({ ...person, cv_file_id: sent.json.file_id }, 'careers-cv-kept');
    const abandoned = await upload('Abandoned.pdf', PDF, 'application/pdf');
    const ids = [sent.json.file_id!, abandoned.json.file_id!];
    const remaining = async () => (await handle.db.selectFrom('lead_files').select('id').where('id', 'in', ids).execute()).map((row) => row.id);

    expect(await deleteUnclaimedFiles(handle.db)).toBe(0);
    // A day and an hour later (created_at is not updatable through the typed schema, on purpose).
    for (const id of ids) await sql`UPDATE lead_files SET created_at = now() - interval '25 hours' WHERE id = ${id}`.execute(handle.db);
    // The next upload sweeps: the abandoned file goes, the sent one stays with its lead.
    await upload('Next.pdf', PDF, 'application/pdf');
    expect(await remaining()).toEqual([sent.json.file_id]);
  });
});
