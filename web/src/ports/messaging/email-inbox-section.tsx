import type { InboxEmail } from './local-email-inbox';
import { inboxTime } from './sms-inbox-section';

/** The local email inbox on /dev/inbox: every email the tenant's shoppers would have received (receipts). */
export function EmailInboxSection({ emails, timeZone }: { emails: InboxEmail[]; timeZone: string }) {
  return (
    <section aria-labelledby="email-inbox" className="mt-12">
      <h2 id="email-inbox" className="text-2xl font-bold tracking-tight">Emails</h2>
      <p className="mt-2 text-sm text-neutral-700">{emails.length} sent · reservation and payment receipts, newest first</p>
      {emails.length === 0 ? (
        <p className="mt-4">No emails yet.</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {emails.map((email) => (
            <li key={email.id} className="rounded-lg border border-neutral-300 p-4" data-email-to={email.to} data-email-kind={email.kind}>
              <p className="text-sm text-neutral-700">To {email.to} · {email.kind} · {inboxTime(email.received_at, timeZone)}</p>
              <p className="mt-1 font-semibold">{email.subject}</p>
              <p className="mt-1 whitespace-pre-line">{email.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
