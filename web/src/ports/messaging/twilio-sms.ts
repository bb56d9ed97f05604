import { toE164 } from '@/lib/phone-e164';
import type { MessagingPort, SmsMessage } from './messaging-port';

export type TwilioConfig = { accountSid: string; authToken: string; from: string; apiUrl?: string; timeoutMs?: number };

/**
 * The hosted adapter: Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To/From/Body, HTTP basic auth with the account SID and auth token). `apiUrl`
 * points it at another host speaking the same API (the contract suite's fake).
 */
export function twilioSms(config: TwilioConfig): MessagingPort {
  const base = (config.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    adapter: 'twilio',
    async sendSms(message: SmsMessage) {
      const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: toE164(message.to), From: config.from, Body: message.body }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      const body = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown } | null;
      if (!response.ok || typeof body?.sid !== 'string') {
        const reason = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
        throw new Error(`Twilio refused the message: ${reason}`);
      }
      return { id: body.sid };
    },
  };
}
