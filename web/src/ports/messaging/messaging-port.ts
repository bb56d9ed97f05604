/**
 * The messaging port (DESIGN.md ports table): text messages to shoppers, e.g. sign-in codes of
 * the local GoTrue and watchlist alerts. Hosted: Twilio's Messages API; embedded default: the local
 * SMS inbox in the database, shown per tenant at /dev/inbox.
 */
export type SmsKind = 'otp' | 'alert';

export type SmsMessage = {
  siteSlug: string;
  /** Australian national form, 0412345678. */
  to: string;
  body: string;
  kind: SmsKind;
};

export interface MessagingPort {
  readonly adapter: 'local-inbox' | 'twilio';
  /** Sends one message; throws when the provider refused it or could not be reached. */
  sendSms(message: SmsMessage): Promise<{ id: string }>;
}
