import { NextResponse } from 'next/server';
import { getSiteConfig } from '@/content/site';
import { inboxView } from '@/ports/crm/inbox-view';
import { localInboxAvailable } from '@/ports/crm/inbox-availability';
import { database } from '@/ports/database';
import { listEmailInbox } from '@/ports/messaging/local-email-inbox';
import { listSmsInbox } from '@/ports/messaging/local-sms-inbox';
import { siteForHost } from '@/tenancy/site-for-host';

const notFound = () => NextResponse.json({ error: 'Not found.' }, { status: 404 });

/**
 * The local inbox as JSON: the leads the local CRM adapter received for the tenant of the Host,
 * each with its webhook JSON and ADF/XML, 100 a page (`?page=2`…, `nextPage` names the next one).
 * 404 when leads go to a hosted CRM.
 */
export async function GET(request: Request) {
  if (!localInboxAvailable()) return notFound();
  const resolution = await siteForHost(request.headers.get('host'));
  const site = resolution.kind === 'site' ? await getSiteConfig(resolution.slug) : null;
  if (!site) return notFound();
  const pageParam = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : null;
  if (page === null) return NextResponse.json({ error: 'page must be a whole number from 1.' }, { status: 400 });
  try {
    const { db } = await database();
    const [view, sms, emails] = await Promise.all([inboxView(db, site.slug, page), listSmsInbox(db, site.slug), listEmailInbox(db, site.slug)]);
    // `sms` and `emails`: the local SMS and email inboxes (messaging port), e.g. sign-in codes and receipts, tenant by tenant.
    return NextResponse.json({ adapter: 'local-inbox', site: site.slug, ...view, sms, emails }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('[dev inbox] could not be read', error);
    return NextResponse.json({ error: 'The local inbox could not be read just now.' }, { status: 503 });
  }
}
