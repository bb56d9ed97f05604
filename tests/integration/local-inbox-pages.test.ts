import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@dealer/migrations/migrate';
import { inboxView, INBOX_PAGE_SIZE } from '@/ports/crm/inbox-view';
import { databaseTargets, type DatabaseTargetFactory } from '../support/database-targets';

const { targets } = databaseTargets();
const LEADS = 2 * INBOX_PAGE_SIZE + 5;

describe.each(targets.map((t) => [t.name, t] as [string, DatabaseTargetFactory]))('the local inbox in pages: %s', (_name, target) => {
  let handle: Awaited<ReturnType<DatabaseTargetFactory['open']>>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle);
    // One received_at for all: the order then rests on the tie-break, the case a busy run makes.
    const receivedAt = new Date('2026-11-24T10:00:00Z');
    await handle.db.insertInto('dev_inbox').values(Array.from({ length: LEADS }, (_, i) => ({
      site_slug: i === 0 ? 'other-site' : 'alpha',
      lead_id: randomUUID(),
      idempotency_key: `lead-${i}`,
      payload: JSON.stringify({ kind: 'contact', category: 'General Enquiry', subcategory: null, userData: { name: `Shopper ${i}`, email: `s${i}@example.com` } }),
      adf_xml: '<adf/>',
      received_at: receivedAt,
    }))).execute();
  });
  afterAll(async () => handle?.dispose());

  it('lists every lead of the tenant once across its pages, newest first, and says when there is no next page', async () => {
    const names: string[] = [];
    const pages: number[] = [];
    for (let page: number | null = 1; page !== null;) {
      const view = await inboxView(handle.db, 'alpha', page);
      pages.push(view.leads.length);
      names.push(...view.leads.map((lead) => lead.name));
      page = view.nextPage;
    }
    expect(pages).toEqual([INBOX_PAGE_SIZE, INBOX_PAGE_SIZE, LEADS - 1 - 2 * INBOX_PAGE_SIZE]);
    expect(new Set(names).size).toBe(LEADS - 1);
    expect(names[0]).toBe(`Shopper ${LEADS - 1}`);
    expect(names).not.toContain('Shopper 0');
  });

  it('answers an empty last page past the end rather than repeating one', async () => {
    const view = await inboxView(handle.db, 'alpha', 9);
    expect(view).toMatchObject({ leads: [], nextPage: null, page: 9 });
  });
});
