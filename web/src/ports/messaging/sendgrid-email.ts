import type { EmailChannel, EmailMessage } from './messaging-port';

export type SendGridConfig = { apiKey: string; from: string; apiUrl?: string; timeoutMs?: number };

/**
 * The hosted email adapter: Twilio SendGrid's Mail Send API (`POST /v3/mail/send`, JSON
 * personalizations/from/subject/content, a Bearer API key; 202 with the message id in
 * `X-Message-Id`). `apiUrl` points it at another host speaking the same API (a test's fake).
 */
export function sendGridEmail(config: SendGridConfig): EmailChannel {
  const base = (config.apiUrl ?? 'https://api.sendgrid.com').replace(/\/$/, '');
  return {
    adapter: 'sendgrid',
    async sendEmail(message: EmailMessage) {
      const response = await fetch(`${base}/v3/mail/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          personalizations: [{ to: [{ email: message.to }] }], from: { email: config.from }, subject: message.subject,
          content: [{ type: 'text/plain', value: message.body }],
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (response.status !== 202 && !response.ok) {
        const body = (await response.json().catch(() => null)) as { errors?: { message?: unknown }[] } | null;
        const reason = typeof body?.errors?.[0]?.message === 'string' ? body.errors[0].message : `HTTP ${response.status}`;
        throw new Error(`SendGrid refused the email: ${reason}`);
      }
      return { id: response.headers.get('x-message-id') ?? `sendgrid-${Date.now()}` };
    },
  };
}
