import { database } from '@/ports/database';
import { serverEnv } from '@/server/env';
import { localSmsInbox } from './local-sms-inbox';
import type { MessagingPort } from './messaging-port';
import { twilioSms } from './twilio-sms';

export type { MessagingPort, SmsMessage } from './messaging-port';

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
