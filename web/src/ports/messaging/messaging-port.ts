/**
 * The messaging port (DESIGN.md ports table): text messages and emails to shoppers, e.g. sign-in codes of
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

export type EmailKind = 'receipt';

/** An email to a shopper's address (`to`), in plain text (`body`). */
export type EmailMessage = Pick<SmsMessage, 'siteSlug' | 'body'> & { to: string; subject: string; kind: EmailKind };

/** The port's email channel (receipts): hosted, Twilio SendGrid's Mail Send API; embedded, the local email inbox. */
export interface EmailChannel {
  readonly adapter: 'local-inbox' | 'sendgrid';
  /** Sends one email; throws when the provider refused it or could not be reached. */
  sendEmail(message: EmailMessage): Promise<{ id: string }>;
}
