import { formatDateInZone } from '@/lib/time-zone';
import type { InboxSms } from './local-sms-inbox';

/** A time on /dev/inbox, in the site's zone: '24 Nov 2026, 9:30:00 am'. */
export const inboxTime = (iso: string, timeZone: string) => formatDateInZone(new Date(iso), timeZone, { dateStyle: 'medium', timeStyle: 'medium' });

/** The local SMS inbox on /dev/inbox: every text the tenant's shoppers would have received (sign-in codes, alerts). */
export function SmsInboxSection({ messages, timeZone }: { messages: InboxSms[]; timeZone: string }) {
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
              <p className="text-sm text-neutral-700">To {sms.to} · {sms.kind} · {inboxTime(sms.received_at, timeZone)}</p>
              <p className="mt-1 font-medium">{sms.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
