import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { TEXT } from '@/leads/messages';
import { handleLeadPost } from '@/leads/server/lead-route';
import { jsonRequest, leadRouteDeps, leadTestSite, openMigratedPglite } from '../support/lead-fixtures';

/**
 * Hardening findings 6 and 12 through the lead route on a real Postgres engine (PGlite): input
 * that used to answer 503 "briefly unavailable" for ever, and a reused idempotency key.
 */
let handle: OpenDatabase;
let deps: ReturnType<typeof leadRouteDeps>;
let client = 0;

beforeAll(async () => {
  handle = await openMigratedPglite();
  deps = leadRouteDeps(handle, { 'alpha.localhost': leadTestSite() });
});
afterAll(async () => handle?.close());

const contact = (userData: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  client += 1;
  return handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/contact', { userData, ...extra }, { 'x-dealer-socket-address': `10.7.0.${client}` }), 'contact', deps);
};
const valid = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', message: 'Is the HiLux still there?', terms_conditions: true };

describe('finding 6: bad characters and deep nesting are 400s with the field\'s message, never 503', () => {
  it.each([
    ['a NUL byte in the name', { name: 'Sam\u0000' }, 'name'],
    ['a lone surrogate in the name', { name: 'Sam\ud83d' }, 'name'],
    ['an escape code in the message', { message: 'Hi \u001b[2J there' }, 'message'],
    ['a NUL byte in the message', { message: 'Hello\u0000' }, 'message'],
  ])('%s', async (_name, change, field) => {
    const response = await contact({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toEqual([TEXT.badCharacters]);
  });

  it('keeps newlines in the message', async () => {
    expect((await contact({ ...valid, email: 'lines@example.com', message: 'Line one\nLine two' })).status).toBe(201);
  });

  it('refuses JSON nested deeper than any form, without a stack overflow', async () => {
    const nested = `${'['.repeat(5_000)}"x"${']'.repeat(5_000)}`;
    const raw = `{"userData":{"name":"Sam","email":"deep@example.com","phone":"0412345678","message":${nested}}}`;
    const deep = await handleLeadPost(jsonRequest('alpha.localhost', '/api/leads/contact', raw, { 'x-dealer-socket-address': '10.7.1.1' }), 'contact', deps);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ fieldErrors: { '': [TEXT.invalidBody] } });
  });

  it('drops tracking context that no page address holds, and still stores the lead', async () => {
    const response = await contact({ ...valid, email: 'ctx@example.com' }, { url: 'https://x.example/\u0000', lead_attributes: { visited_pages: ['/cars/\u0000'], linked_query_params: { utm: '\ud800' } } });
    expect(response.status).toBe(201);
  });
});

describe('finding 12: an idempotency key reused with another body', () => {
  it('answers the first result for the same body, and 422 for a different one, storing nothing twice', async () => {
    const key = { idempotency_key: 'reused-key-0001' };
    const first = await contact({ ...valid, email: 'key@example.com' }, key);
    expect(first.status).toBe(201);
    const { lead_id } = (await first.json()) as { lead_id: string };
    const again = await contact({ ...valid, email: 'key@example.com' }, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ lead_id, duplicate: true });
    const other = await contact({ ...valid, email: 'key@example.com', message: 'A different question' }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ error: TEXT.keyReused });
    const rows = await handle.db.selectFrom('leads').select('id').where('idempotency_key', '=', 'c-reused-key-0001').execute();
    expect(rows).toHaveLength(1);
  });
});
