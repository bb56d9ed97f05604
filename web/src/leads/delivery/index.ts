import { getLocations } from '@/content/locations';
import { getSiteConfig } from '@/content/site';
import { database } from '@/ports/database';
import { serverEnv } from '@/server/env';
import { destinationName, destinationsFor, LOCAL_INBOX, parseCrmConfig, webhookTargets, type CrmConfig } from '../../ports/crm/crm-config';
import type { LeadDestination } from '../../ports/crm/crm-port';
import type { Vendor } from '../../ports/crm/lead-document';
import { localInboxDestination } from '../../ports/crm/local-inbox';
import { OutboxWorker } from './outbox-worker';
import { vendorFor } from './vendor';
import { webhookDestination } from '../../ports/crm/webhook-crm';

let config: CrmConfig | undefined;

/** The lead-delivery port's configuration (parsed once; a bad variable stops the server). */
export function crmConfig(): CrmConfig {
  config ??= parseCrmConfig(serverEnv());
  return config;
}

export function crmAdapterName(): CrmConfig['adapter'] {
  return crmConfig().adapter;
}

/** The outbox destinations a new lead of the tenant gets. */
export function leadDestinations(siteSlug: string): string[] {
  return destinationsFor(crmConfig(), siteSlug);
}

const globalKey = Symbol.for('dealer.lead-outbox');
type Holder = { [globalKey]?: Promise<OutboxWorker> };

async function createWorker(): Promise<OutboxWorker> {
  const { db } = await database();
  const current = crmConfig();
  const destination = (siteSlug: string, name: string): LeadDestination | null => {
    if (current.adapter === 'local-inbox') return name === LOCAL_INBOX ? localInboxDestination(db) : null;
    const target = webhookTargets(current, siteSlug).find((t) => destinationName(t.format) === name);
    return target ? webhookDestination(target, { secret: current.secret, timeoutMs: current.timeoutMs }) : null;
  };
  const vendor = async (lead: { site_slug: string; dealership_slug: string | null; location_slug: string | null }): Promise<Vendor> => {
    const site = await getSiteConfig(lead.site_slug);
    if (!site) throw new Error(`Site ${lead.site_slug} no longer exists.`);
    return vendorFor(site, await getLocations(site), lead);
  };
  const timeoutMs = current.adapter === 'webhook' ? current.timeoutMs : 10_000;
  return new OutboxWorker({ db, destination, vendor, leaseMs: timeoutMs + 30_000 });
}

/**
 * The process's outbox worker (one per server process, shared by route handlers and the
 * instrumentation hook that starts it).
 */
export function leadOutbox(): Promise<OutboxWorker> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= createWorker();
  holder[globalKey].catch(() => delete holder[globalKey]);
  return holder[globalKey];
}

/** Starts polling the outbox: pending deliveries from before a restart go out now. */
export async function startLeadOutbox(intervalMs = 2_000): Promise<void> {
  (await leadOutbox()).start(intervalMs);
}

/** Delivers soon after a lead is stored; never throws (the poller catches anything missed). */
export function kickLeadOutbox(): void {
  leadOutbox().then((worker) => worker.kick(), (error: unknown) => console.error('[lead outbox] could not start', error));
}
