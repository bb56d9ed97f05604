import 'server-only';
import { z } from 'zod';
import { CREDIT_HISTORIES, QUICK_QUOTE_PRICE, QUICK_QUOTE_TERM } from '@/domain/quick-quote';
import { invalidResponse } from '@/leads/server/lead-http';
import { fieldErrors } from '@/leads/schema/field-errors';
import { financeQuotePort, type FinanceQuotePort } from '@/ports/finance-quote';
import { RATE_LIMITS } from '@/server/rate-limits';
import { findVehicleById } from '@/vehicles/vehicle-repository';
import { FINANCE_TEXT } from '../finance-messages';
import { appFinanceRouteDeps, financeRequest, jsonMessage, okResponse, type FinanceRouteDeps } from './finance-request';

/** SPEC 5 quick-quote limits; a car named by car_id gives the quote its year, VIN and NVIC (from stock, not the body). */
const quoteInput = z.strictObject({
  purchasePrice: z.number({ error: 'Must be a number.' }).int('Must be a whole number.')
    .min(QUICK_QUOTE_PRICE.min, `Must be at least ${QUICK_QUOTE_PRICE.min}.`).max(QUICK_QUOTE_PRICE.max, `Must be at most ${QUICK_QUOTE_PRICE.max}.`),
  loanTerm: z.number({ error: 'Must be a number.' }).int('Must be a whole number.')
    .min(QUICK_QUOTE_TERM.min, `Must be at least ${QUICK_QUOTE_TERM.min}.`).max(QUICK_QUOTE_TERM.max, `Must be at most ${QUICK_QUOTE_TERM.max}.`),
  selfAssessedCreditScore: z.enum(CREDIT_HISTORIES, { error: 'Choose GREAT, DECENT or POOR.' }),
  car_id: z.number().int().positive().max(2_147_483_647).nullish(),
  whoIsHelping: z.string().max(80).nullish(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) });

/**
 * POST /api/finance/quote: the quick estimate and pre-approval of the Get Finance steps (SPEC 7
 * finance quote). 200 with the quote (and the lender's decision where it gives one), 400 with
 * field messages, 502 when the provider cannot quote (the reason stays in the log, SPEC 8).
 */
export async function handleFinanceQuote(request: Request, deps: FinanceRouteDeps = appFinanceRouteDeps, port: () => FinanceQuotePort = financeQuotePort): Promise<Response> {
  const admitted = await financeRequest(request, deps, RATE_LIMITS.financeQuotePerIp);
  if (!admitted.ok) return admitted.response;
  const parsed = quoteInput.safeParse(admitted.body);
  if (!parsed.success) return invalidResponse(fieldErrors(parsed.error));
  const input = parsed.data;
  try {
    const car = input.car_id ? await findVehicleById(await deps.db(), admitted.site.slug, input.car_id) : null;
    const shown = car?.show_on_dealer_website ? car : null;
    const quote = await port().quote({
      selfAssessedCreditScore: input.selfAssessedCreditScore, purchasePrice: input.purchasePrice, loanTerm: input.loanTerm,
      year: shown?.year ?? null, vin: shown?.vin ?? null, nvic: shown?.nvic ?? null, whoIsHelping: input.whoIsHelping ?? '',
    });
    return okResponse(quote);
  } catch (error) {
    console.warn('Failed to get YouX quick quote', error instanceof Error ? error.message : error);
    return jsonMessage(502, FINANCE_TEXT.quoteUnavailable);
  }
}
