import type { InboxSms } from './local-sms-inbox';

const when = (iso: string) => new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Australia/Brisbane' }).format(new Date(iso));

/** The local SMS inbox on /dev/inbox: every text the tenant's shoppers would have received (sign-in codes, alerts). */
export function SmsInboxSection({ messages }: { messages: InboxSms[] }) {
  return (
    <section aria-labelledby="sms-inbox" className="mt-12">
      <h2 id="sms-inbox" className="text-2xl font-bold tracking-tight">Text messages</h2>
      <p className="mt-2 text-sm text-neutral-700">{messages.length} sent · sign-in codes and watchlist alerts, newest first</p>
      {messages.length === 0 ? (
        <p className="mt-4">No text messages yet.</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {messages.map((sms) => (
            <li key={sms.id} className="rounded-lg border border-neutral-300 p-4" data-sms-to={sms.to} data-sms-kind={sms.kind}>
              <p className="text-sm text-neutral-700">To {sms.to} · {sms.kind} · {when(sms.received_at)}</p>
              <p className="mt-1 font-medium">{sms.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
