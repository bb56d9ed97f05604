import { database } from '@/ports/database';
import { serverEnv } from '@/server/env';
import { localEmailInbox } from './local-email-inbox';
import { localSmsInbox } from './local-sms-inbox';
import type { EmailChannel, MessagingPort } from './messaging-port';
import { sendGridEmail } from './sendgrid-email';
import { twilioSms } from './twilio-sms';

export type { EmailChannel, EmailMessage, MessagingPort, SmsMessage } from './messaging-port';

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set; else the local SMS inbox. */
export async function messagingPort(): Promise<MessagingPort> {
  const env = serverEnv();
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return twilioSms({ accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL });
  }
  return localSmsInbox((await database()).db);
}

export function messagingAdapterName(): MessagingPort['adapter'] {
  const env = serverEnv();
  return env.TWILIO_ACCOUNT_SID ? 'twilio' : 'local-inbox';
}

/** Twilio SendGrid when SENDGRID_API_KEY and SENDGRID_FROM are set; else the local email inbox (/dev/inbox). */
export async function emailChannel(): Promise<EmailChannel> {
  const env = serverEnv();
  if (env.SENDGRID_API_KEY && env.SENDGRID_FROM) return sendGridEmail({ apiKey: env.SENDGRID_API_KEY, from: env.SENDGRID_FROM, apiUrl: env.SENDGRID_API_URL });
  return localEmailInbox((await database()).db);
}

export function emailAdapterName(): EmailChannel['adapter'] {
  return serverEnv().SENDGRID_API_KEY ? 'sendgrid' : 'local-inbox';
}
