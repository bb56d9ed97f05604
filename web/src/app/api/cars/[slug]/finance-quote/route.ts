import { NextResponse } from 'next/server';
import { siteForDealership } from '@/domain/dealership-settings';
import { financeQuotePort } from '@/ports/finance-quote';
import { BODY_LIMITS, readBoundedText } from '@/server/http/request-body';
import { quickQuoteInput } from '@/vehicle-page/server/quick-quote-input';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

/**
 * SPEC 7 finance quote for the vehicle page: credit score fixed at GREAT, the car's year, VIN and
 * NVIC taken from the vehicle on the server; the price and a 5-year term unless the quick quote
 * sends its own (validated). Only when the tenant shows finance estimates and the price is
 * positive; a provider failure answers 502 (the page falls back to its own calculation).
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!siteForDealership(site, vehicle.dealership_slug).features.financeEstimate || !(vehicle.price && vehicle.price > 0)) return jsonError(404, 'No quote for this vehicle.');
  const body = await readBoundedText(request, BODY_LIMITS.json);
  if (body === 'too-large' || body === 'unreadable') return jsonError(400, 'Invalid quote request.');
  const input = quickQuoteInput(body);
  if ('errors' in input) return NextResponse.json({ message: 'Invalid quote request.', status: 400, fieldErrors: input.errors }, { status: 400 });
  try {
    const quote = await financeQuotePort().quote({
      selfAssessedCreditScore: 'GREAT', purchasePrice: input.purchasePrice ?? vehicle.price, loanTerm: input.loanTerm ?? 5,
      year: vehicle.year, vin: vehicle.vin, nvic: vehicle.nvic, whoIsHelping: '',
    });
    return NextResponse.json(quote, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // The provider's reason stays in the log (SPEC 8's line): the page only clears the quote.
    console.warn('Failed to get YouX quick quote', error);
    return jsonError(502, 'The finance quote is not available just now.');
  }
}
