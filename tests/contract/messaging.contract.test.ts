import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '@dealer/migrations/database';
import { listEmailInbox, localEmailInbox } from '@/ports/messaging/local-email-inbox';
import { listSmsInbox, localSmsInbox } from '@/ports/messaging/local-sms-inbox';
import type { EmailChannel, MessagingPort } from '@/ports/messaging/messaging-port';
import { sendGridEmail } from '@/ports/messaging/sendgrid-email';
import { twilioSms } from '@/ports/messaging/twilio-sms';
import { openMigratedPglite } from '../support/lead-fixtures';

/**
 * The messaging port contract (texts and emails to shoppers: sign-in codes, alerts, receipts), run
 * against the embedded inboxes always, against local fakes of Twilio's Messages API and SendGrid's
 * Mail Send API (their documented wire formats: form-encoded To/From/Body with basic auth and a
 * 201 `sid`; JSON personalizations with a Bearer key and a 202 `X-Message-Id`), and against the
 * real services when their test credentials are set (each target it skips says why).
 *
 * What every adapter promises: a sent message is delivered to its recipient with its body intact
 * (accents, emoji, a long text), each send has an id of its own, and a refused send throws with the
 * provider's reason instead of passing silently.
 */
const SID = 'ACcontract00000000000000000000000';
const TOKEN = 'contract-auth-token';
const SENDGRID_KEY = 'SG.contract-key';
const FROM_NUMBER = '+61400000000';
const FROM_EMAIL = 'receipts@dealer-platform.example';

type Sent = { to: string; body: string; subject?: string };
const fakeTexts: Sent[] = [];
const fakeEmails: Sent[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Twilio's Messages API and SendGrid's Mail Send API as their references document them. */
async function fakeProviders(request: IncomingMessage, response: ServerResponse) {
  const body = await readBody(request);
  const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
  const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
  if (request.method === 'POST' && twilio) {
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (twilio[1] !== SID || request.headers.authorization !== expected) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
    const form = new URLSearchParams(body);
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return json(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 });
    if (!form.get('From') || !form.get('Body')) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
    fakeTexts.push({ to, body: form.get('Body')! });
    return json(201, { sid: `SM${String(fakeTexts.length).padStart(32, '0')}`, status: 'queued', to, from: form.get('From'), body: form.get('Body') });
  }
  if (request.method === 'POST' && request.url === '/v3/mail/send') {
    if (request.headers.authorization !== `Bearer ${SENDGRID_KEY}`) return json(401, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked', field: null, help: null }] });
    const mail = JSON.parse(body) as { personalizations?: { to?: { email?: string }[] }[]; from?: { email?: string }; subject?: string; content?: { type: string; value: string }[] };
    const to = mail.personalizations?.[0]?.to?.[0]?.email ?? '';
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to)) return json(400, { errors: [{ message: 'Does not contain a valid address.', field: 'personalizations.0.to.0.email' }] });
    if (!mail.from?.email || !mail.subject || !mail.content?.[0]?.value) return json(400, { errors: [{ message: 'The from, subject and content fields are required.', field: null }] });
    fakeEmails.push({ to, subject: mail.subject, body: mail.content[0].value });
    return response.writeHead(202, { 'x-message-id': `sg-${fakeEmails.length}` }).end();
  }
  return json(404, { message: 'Not found' });
}

const server = createServer((request, response) => void fakeProviders(request, response));
let base = '';
let handle: OpenDatabase;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = await openMigratedPglite();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle?.close();
});

/** A text or email target: the adapter, what its recipient received (when the suite can see it), and an adapter whose sends are refused. */
type SmsTarget = { name: string; port: () => MessagingPort; to: string; delivered: (() => Promise<Sent[]>) | null; refused: (() => MessagingPort) | null };
type EmailTarget = { name: string; channel: () => EmailChannel; to: string; delivered: (() => Promise<Sent[]>) | null; refused: (() => EmailChannel) | null };

const SITE = 'contract-site';
const byE164 = (phone: string) => `+61${phone.slice(1)}`;

const smsTargets: SmsTarget[] = [
  {
    name: 'embedded (the local SMS inbox)', port: () => localSmsInbox(handle.db), to: '0412345678', refused: null,
    delivered: async () => (await listSmsInbox(handle.db, SITE)).reverse().map((m) => ({ to: byE164(m.to), body: m.body })),
  },
  {
    name: 'Twilio (local fake of its Messages API)', to: '0412345678',
    port: () => twilioSms({ accountSid: SID, authToken: TOKEN, from: FROM_NUMBER, apiUrl: base }),
    delivered: async () => fakeTexts,
    refused: () => twilioSms({ accountSid: SID, authToken: 'wrong-token', from: FROM_NUMBER, apiUrl: base }),
  },
];
// Twilio's test credentials accept sends from its magic number +15005550006 without delivering them.
const { TWILIO_TEST_ACCOUNT_SID, TWILIO_TEST_AUTH_TOKEN, TWILIO_TEST_TO } = process.env;
if (TWILIO_TEST_ACCOUNT_SID && TWILIO_TEST_AUTH_TOKEN) {
  smsTargets.push({
    name: 'Twilio (test credentials)', to: TWILIO_TEST_TO ?? '0412345678', delivered: null,
    port: () => twilioSms({ accountSid: TWILIO_TEST_ACCOUNT_SID, authToken: TWILIO_TEST_AUTH_TOKEN, from: '+15005550006' }),
    refused: () => twilioSms({ accountSid: TWILIO_TEST_ACCOUNT_SID, authToken: 'not-the-token', from: '+15005550006' }),
  });
} else {
  console.log('[messaging contract] Twilio skipped: set TWILIO_TEST_ACCOUNT_SID and TWILIO_TEST_AUTH_TOKEN (Twilio test credentials) to run it');
}

const emailTargets: EmailTarget[] = [
  {
    name: 'embedded (the local email inbox)', channel: () => localEmailInbox(handle.db), to: 'jordan@example.com', refused: null,
    delivered: async () => (await listEmailInbox(handle.db, SITE)).reverse().map((m) => ({ to: m.to, subject: m.subject, body: m.body })),
  },
  {
    name: 'SendGrid (local fake of its Mail Send API)', to: 'jordan@example.com',
    channel: () => sendGridEmail({ apiKey: SENDGRID_KEY, from: FROM_EMAIL, apiUrl: base }),
    delivered: async () => fakeEmails,
    refused: () => sendGridEmail({ apiKey: 'SG.revoked', from: FROM_EMAIL, apiUrl: base }),
  },
];
const { SENDGRID_API_KEY, SENDGRID_FROM, SENDGRID_TEST_TO } = process.env;
if (SENDGRID_API_KEY && SENDGRID_FROM && SENDGRID_TEST_TO) {
  emailTargets.push({
    name: 'SendGrid (real account)', to: SENDGRID_TEST_TO, delivered: null,
    channel: () => sendGridEmail({ apiKey: SENDGRID_API_KEY, from: SENDGRID_FROM }),
    refused: () => sendGridEmail({ apiKey: 'SG.not-a-key', from: SENDGRID_FROM }),
  });
} else {
  console.log('[messaging contract] SendGrid skipped: set SENDGRID_API_KEY, SENDGRID_FROM and SENDGRID_TEST_TO (a mailbox you own) to run it');
}

const LONG = `Riverside Toyota: your reservation R-7K3M9Q2D of the 2021 Toyota Corolla Ascent Sport is held until Tue 3:40 pm AEST. ${'Fully refundable. '.repeat(12)}`;

describe.each(smsTargets)('messaging port contract (SMS): $name', (target) => {
  it('delivers each text to its recipient with its body intact, each with an id of its own', async () => {
    const bodies = [`Your code is ${Math.floor(100000 + Math.random() * 899999)}`, 'Café Déjà vu: the car is back 🚗', LONG];
    const ids = [];
    for (const body of bodies) ids.push((await target.port().sendSms({ siteSlug: SITE, to: target.to, body, kind: 'alert' })).id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(bodies.length);
    if (target.delivered) expect((await target.delivered()).slice(-bodies.length)).toEqual(bodies.map((body) => ({ to: byE164(target.to), body })));
  });
});

// The embedded inboxes are the app's own tables: there is no provider to refuse a send.
describe.each(smsTargets.filter((t) => t.refused))('messaging port contract (SMS refused): $name', (target) => {
  it('throws with the provider\'s reason when it refuses the text', async () => {
    await expect(target.refused!().sendSms({ siteSlug: SITE, to: target.to, body: 'Refused', kind: 'otp' })).rejects.toThrow(/^Twilio refused the message: \w+/);
  });
});

describe.each(emailTargets)('messaging port contract (email): $name', (target) => {
  it('delivers each email to its recipient with its subject and body intact, each with an id of its own', async () => {
    const emails = [
      { subject: 'Receipt P-7K3M9Q2D: $1,250.50 paid', body: 'Hi Jordan,\n\nThank you, we received your payment.\n\nRiverside Toyota' },
      { subject: 'Réservation R-1 🚗', body: LONG },
    ];
    const ids = [];
    for (const email of emails) ids.push((await target.channel().sendEmail({ siteSlug: SITE, to: target.to, kind: 'receipt', ...email })).id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(emails.length);
    if (target.delivered) expect((await target.delivered()).slice(-emails.length)).toEqual(emails.map((email) => ({ to: target.to, ...email })));
  });
});

describe.each(emailTargets.filter((t) => t.refused))('messaging port contract (email refused): $name', (target) => {
  it('throws with the provider\'s reason when it refuses the email', async () => {
    await expect(target.refused!().sendEmail({ siteSlug: SITE, to: target.to, subject: 'Refused', body: 'Refused', kind: 'receipt' })).rejects.toThrow(/^SendGrid refused the email: \w+/);
  });
});

describe('the embedded inboxes', () => {
  it('show each site only its own messages, newest first', async () => {
    const port = localSmsInbox(handle.db);
    await port.sendSms({ siteSlug: 'site-a', to: '0400000001', body: 'first', kind: 'alert' });
    await port.sendSms({ siteSlug: 'site-b', to: '0400000002', body: 'other site', kind: 'alert' });
    await port.sendSms({ siteSlug: 'site-a', to: '0400000001', body: 'second', kind: 'otp' });
    expect((await listSmsInbox(handle.db, 'site-a')).map((m) => [m.body, m.kind])).toEqual([['second', 'otp'], ['first', 'alert']]);
    const email = localEmailInbox(handle.db);
    await email.sendEmail({ siteSlug: 'site-b', to: 'b@example.com', subject: 'B', body: 'b', kind: 'receipt' });
    expect((await listEmailInbox(handle.db, 'site-a'))).toEqual([]);
    expect((await listEmailInbox(handle.db, 'site-b')).map((m) => m.subject)).toEqual(['B']);
  });
});
