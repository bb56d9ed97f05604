import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { listEmailInbox, localEmailInbox } from '@/ports/messaging/local-email-inbox';
import { sendGridEmail } from '@/ports/messaging/sendgrid-email';
import { databaseTargets } from '../support/database-targets';
import { serve, type TestServer } from '../support/local-stripe-server';

/**
 * The messaging port's email channel (receipts): the embedded local inbox keeps each email per
 * tenant for /dev/inbox, and the hosted adapter speaks Twilio SendGrid's Mail Send API (here to a
 * fake that checks what SendGrid checks: the Bearer key and the JSON shape).
 */
const { targets } = databaseTargets();

describe.each(targets)('the local email inbox on $name', (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
  });
  afterAll(async () => {
    await handle?.dispose();
  });

  it('keeps each email for its own site, newest first', async () => {
    const inbox = localEmailInbox(handle.db);
    await inbox.sendEmail({ siteSlug: 'alpha', to: 'a@example.com', subject: 'First', body: 'One', kind: 'receipt' });
    const second = await inbox.sendEmail({ siteSlug: 'alpha', to: 'b@example.com', subject: 'Second', body: 'Two\nlines', kind: 'receipt' });
    await inbox.sendEmail({ siteSlug: 'beta', to: 'c@example.com', subject: 'Elsewhere', body: 'Three', kind: 'receipt' });
    expect(second.id).toMatch(/^local-email-\d+$/);
    const alpha = await listEmailInbox(handle.db, 'alpha');
    expect(alpha.map((e) => [e.to, e.subject, e.body])).toEqual([['b@example.com', 'Second', 'Two\nlines'], ['a@example.com', 'First', 'One']]);
    expect((await listEmailInbox(handle.db, 'beta')).map((e) => e.subject)).toEqual(['Elsewhere']);
  });
});

describe('the SendGrid email adapter', () => {
  let fake: TestServer;
  const seen: { auth: string | null; body: unknown }[] = [];
  beforeAll(async () => {
    fake = await serve(async (request) => {
      const auth = request.headers.get('authorization');
      seen.push({ auth, body: await request.json() });
      if (auth !== 'Bearer SG.good') return Response.json({ errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] }, { status: 401 });
      return new Response(null, { status: 202, headers: { 'x-message-id': 'msg-123' } });
    });
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('sends a plain-text email from the configured sender and returns its id', async () => {
    const channel = sendGridEmail({ apiKey: 'SG.good', from: 'receipts@dealer.example', apiUrl: fake.url });
    expect(await channel.sendEmail({ siteSlug: 'alpha', to: 'jo@example.com', subject: 'Receipt P-1', body: 'Thanks', kind: 'receipt' })).toEqual({ id: 'msg-123' });
    expect(seen.at(-1)).toEqual({
      auth: 'Bearer SG.good',
      body: { personalizations: [{ to: [{ email: 'jo@example.com' }] }], from: { email: 'receipts@dealer.example' }, subject: 'Receipt P-1', content: [{ type: 'text/plain', value: 'Thanks' }] },
    });
  });

  it("throws with SendGrid's reason when it refuses the email", async () => {
    const channel = sendGridEmail({ apiKey: 'SG.bad', from: 'receipts@dealer.example', apiUrl: fake.url });
    await expect(channel.sendEmail({ siteSlug: 'alpha', to: 'jo@example.com', subject: 'S', body: 'B', kind: 'receipt' }))
      .rejects.toThrow('SendGrid refused the email: The provided authorization grant is invalid, expired, or revoked');
  });
});
