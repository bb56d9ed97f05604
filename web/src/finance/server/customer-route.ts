import 'server-only';
import { z } from 'zod';
import { requestShopper } from '@/identity/server/shopper-session';
import { FinanceNoRedirectError, financeQuotePort, type FinanceQuotePort } from '@/ports/finance-quote';
import { RATE_LIMITS } from '@/server/rate-limits';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { FINANCE_TEXT } from '../finance-messages';
import { customerData } from './customer-data';
import { appFinanceRouteDeps, financeRequest, jsonMessage, okResponse, type FinanceRouteDeps } from './finance-request';

/** An application is completed within a day of its lead. */
const APPLICATION_TTL_MS = 24 * 3600 * 1000;

const input = z.strictObject({ lead_id: z.uuid() });

/**
 * POST /api/finance/customer (SPEC 7 "Create customer"): step 4 of Get Finance. The Finance
 * Enquiry lead was stored at step 2, so it reaches the CRM whatever the provider answers; this
 * sends the provider `data` (from that lead and the car) and `additionalData` (the lead), and
 * answers the URL to continue at. SPEC 8's messages: 'Failed to create customer with the
 * provider' (502), 'Failed to create customer or no redirect URL received' (502).
 */
export async function handleCreateCustomer(request: Request, deps: FinanceRouteDeps = appFinanceRouteDeps, port: () => FinanceQuotePort = financeQuotePort): Promise<Response> {
  const admitted = await financeRequest(request, deps, RATE_LIMITS.financeCustomerPerIp);
  if (!admitted.ok) return admitted.response;
  const parsed = input.safeParse(admitted.body);
  if (!parsed.success) return jsonMessage(400, FINANCE_TEXT.applicationExpired);
  const { site } = admitted;
  let application: Awaited<ReturnType<typeof loadApplication>>;
  try {
    application = await loadApplication(deps, site.slug, parsed.data.lead_id);
  } catch (error) {
    console.error('[finance] application could not be read', error instanceof Error ? error.message : error);
    return jsonMessage(503, FINANCE_TEXT.customerFailed);
  }
  if (!application) return jsonMessage(404, FINANCE_TEXT.applicationExpired);
  // SPEC 2: the details were verified with a code; the session proves it was this phone.
  const shopper = await requestShopper(request).then((r) => r.shopper).catch(() => null);
  if (!shopper || shopper.phone !== application.data.phoneNumber) return jsonMessage(403, FINANCE_TEXT.verifyPhone);
  try {
    const { redirectUrl } = await port().createCustomer(application, site.slug);
    return okResponse({ redirectUrl });
  } catch (error) {
    console.warn('[finance] create customer failed', error instanceof Error ? error.message : error);
    return jsonMessage(502, error instanceof FinanceNoRedirectError ? FINANCE_TEXT.noRedirect : FINANCE_TEXT.customerFailed);
  }
}

async function loadApplication(deps: FinanceRouteDeps, siteSlug: string, leadId: string) {
  const db = await deps.db();
  const lead = await db.selectFrom('leads').selectAll()
    .where('site_slug', '=', siteSlug).where('id', '=', leadId).where('kind', '=', 'finance-enquiry')
    .where('created_at', '>', new Date(Date.now() - APPLICATION_TTL_MS))
    .executeTakeFirst();
  if (!lead) return null;
  const car = lead.car_id ? await findVehicleById(db, siteSlug, lead.car_id) : null;
  return {
    data: customerData(lead, car),
    additionalData: {
      lead_id: lead.id, category: lead.category, subcategory: lead.subcategory, tags: lead.tags, source: lead.source,
      url: lead.url, car_id: lead.car_id, car_dealership_id: lead.car_dealership_id, dealership_slug: lead.dealership_slug, userData: lead.user_data,
    },
  };
}
