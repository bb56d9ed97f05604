import { expect } from '@playwright/test';
import { hostRequest } from './http';

export type InboxLead = {
  lead_id: string;
  category: string;
  subcategory: string | null;
  kind: string;
  adf_xml: string;
  payload: { userData: Record<string, unknown>; car_id: number | null; lead_attributes: Record<string, unknown>; dealership_slug: string | null };
};

/** The leads the local CRM adapter received for a tenant (GET /api/dev/inbox on its host). */
export async function inboxLeads(tenant: string): Promise<InboxLead[]> {
  const res = await hostRequest(`${tenant}.localhost`, 'GET', '/api/dev/inbox');
  expect(res.status).toBe(200);
  return (res.json as { leads: InboxLead[] }).leads;
}

/** Waits for the outbox to deliver a lead matching `email` to the tenant's local inbox. */
export async function waitForInboxLead(tenant: string, email: string, predicate: (lead: InboxLead) => boolean = () => true): Promise<InboxLead> {
  let found: InboxLead | undefined;
  await expect.poll(async () => {
    found = (await inboxLeads(tenant)).find((lead) => lead.payload.userData.email === email && predicate(lead));
    return Boolean(found);
  }, { timeout: 15_000, message: `a lead from ${email} in the ${tenant} inbox` }).toBe(true);
  return found!;
}

/**
 * A unique shopper per test: tests run in parallel against one inbox, and the lead forms limit
 * submissions per phone and email (server/rate-limits), so nobody shares either.
 */
export function shopper(label: string) {
  const id = `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const subscriber = `12${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  return { name: 'Sam', lastName: 'Journey', email: `${id}@example.com`, phone: `614${subscriber}`, normalisedPhone: `04${subscriber}` };
}

type Hit = { id: number; slug: string; car_type: 'new' | 'demo' | 'used'; status: string; stocknum: string; make: string; model: string };

/** A car of the tenant from the local search engine. */
export async function findCar(tenant: string, filters: string): Promise<Hit> {
  const res = await hostRequest(`${tenant}.localhost`, 'POST', '/api/search/1/indexes/*/queries', {
    requests: [{ indexName: 'Car_production', params: `hitsPerPage=5&filters=${encodeURIComponent(filters)}` }],
  });
  const hit = (res.json as { results: { hits: Hit[] }[] }).results[0]?.hits[0];
  if (!hit) throw new Error(`No ${tenant} car matches ${filters}`);
  return hit;
}
