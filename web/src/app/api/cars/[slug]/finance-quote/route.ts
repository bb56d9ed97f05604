import { NextResponse } from 'next/server';
import { financeQuotePort } from '@/ports/finance-quote';
import { jsonError, siteVehicle } from '@/vehicle-page/server/site-vehicle';

export const dynamic = 'force-dynamic';

/**
 * SPEC 7 finance quote for the vehicle page: credit score fixed at GREAT, loan term 5, the car's
 * price, year, VIN and NVIC, all taken from the vehicle on the server. Only when the tenant shows
 * finance estimates and the price is positive; a failure answers 502 (the page ignores it).
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const found = await siteVehicle(request, (await params).slug);
  if ('error' in found) return found.error;
  const { site, vehicle } = found;
  if (!site.features.financeEstimate || !(vehicle.price && vehicle.price > 0)) return jsonError(404, 'No quote for this vehicle.');
  try {
    const quote = await financeQuotePort().quote({
      selfAssessedCreditScore: 'GREAT', purchasePrice: vehicle.price, loanTerm: 5, year: vehicle.year, vin: vehicle.vin, nvic: vehicle.nvic, whoIsHelping: '',
    });
    return NextResponse.json(quote, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.warn('Failed to get YouX quick quote', error);
    return NextResponse.json({ error: error instanceof Error ? error.message : 'Quote failed' }, { status: 502 });
  }
}
