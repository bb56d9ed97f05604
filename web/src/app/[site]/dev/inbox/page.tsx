import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { inboxView, type InboxLead } from '@/ports/crm/inbox-view';
import { localInboxAvailable } from '@/ports/crm/inbox-availability';
import { database } from '@/ports/database';
import { EmailInboxSection } from '@/ports/messaging/email-inbox-section';
import { listEmailInbox } from '@/ports/messaging/local-email-inbox';
import { listSmsInbox } from '@/ports/messaging/local-sms-inbox';
import { inboxTime, SmsInboxSection } from '@/ports/messaging/sms-inbox-section';
import { siteTimeZone } from '@/lib/time-zone';
import { requireSite } from '../../require-site';

export function generateMetadata(): Metadata {
  if (!localInboxAvailable()) notFound();
  return { title: 'Local inbox', robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ site: string }> };

function LeadEntry({ lead, timeZone }: { lead: InboxLead; timeZone: string }) {
  return (
    <li className="rounded-lg border border-neutral-300 p-4" data-lead-id={lead.lead_id}>
      <h2 className="text-lg font-semibold">
        {lead.category}
        {lead.subcategory && <span className="font-normal"> · {lead.subcategory}</span>}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        {lead.name || 'No name'} · {lead.kind} · received {inboxTime(lead.received_at, timeZone)}
        {lead.vehicle && <> · {lead.vehicle}</>}
      </p>
      <p className="mt-1 font-mono text-xs text-neutral-600">lead_id {lead.lead_id}</p>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-ink">Webhook JSON</summary>
        <pre className="mt-2 max-h-96 overflow-auto rounded bg-neutral-100 p-3 text-xs">{JSON.stringify(lead.payload, null, 2)}</pre>
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-ink">ADF/XML</summary>
        <pre className="mt-2 max-h-96 overflow-auto rounded bg-neutral-100 p-3 text-xs">{lead.adf_xml}</pre>
      </details>
    </li>
  );
}

/**
 * /dev/inbox: what the dealer's CRM would have received, while leads go to the local inbox (the
 * embedded default of the lead-delivery port). With hosted CRM webhooks this page does not exist.
 */
export default async function DevInboxPage({ params }: Props) {
  if (!localInboxAvailable()) notFound();
  const site = await requireSite((await params).site);
  const { db } = await database();
  const [view, sms, emails] = await Promise.all([inboxView(db, site.slug), listSmsInbox(db, site.slug), listEmailInbox(db, site.slug)]);
  // Times as the dealer reads them: the site's own zone, daylight saving included.
  const timeZone = siteTimeZone(site);
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold tracking-tight">Local inbox</h1>
      <p className="mt-3 max-w-2xl text-neutral-700">
        Leads sent on the {site.name} website while no CRM is configured, newest first. Each is shown as the webhook JSON
        and the ADF/XML a dealer&apos;s CRM would receive. The same list is at <code>/api/dev/inbox</code>.
      </p>
      <p className="mt-2 text-sm text-neutral-700">
        {view.leads.length} delivered · {view.pending} waiting for delivery
      </p>
      {view.leads.length === 0 ? (
        <p className="mt-8">No leads yet.</p>
      ) : (
        <ol className="mt-8 grid gap-4">
          {view.leads.map((lead) => <LeadEntry key={lead.lead_id} lead={lead} timeZone={timeZone} />)}
        </ol>
      )}
      <SmsInboxSection messages={sms} timeZone={timeZone} />
      <EmailInboxSection emails={emails} timeZone={timeZone} />
    </div>
  );
}
