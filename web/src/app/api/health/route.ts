import { connection, NextResponse } from 'next/server';
import { crmAdapterName } from '@/leads/delivery';
import { authConfig } from '@/ports/auth/auth-config';
import { contentPort } from '@/ports/content';
import { databaseAdapterName } from '@/ports/database';
import { financeQuotePort } from '@/ports/finance-quote';
import { geocodingPort } from '@/ports/geocoding';
import { mapsPort } from '@/ports/maps';
import { emailAdapterName, messagingAdapterName } from '@/ports/messaging';
import { paymentsAdapterName } from '@/ports/payments';
import { priceCheckPort } from '@/ports/price-check';
import { reviewsPort } from '@/ports/reviews';
import { searchPort } from '@/search/search-service';
import { eventLoopDelay } from '@/server/event-loop';
import { frontDoorStats } from '@/server/admission/install-admission-gate';
import { valuationPort } from '@/ports/valuation';
import { vehicleChangeFeedStatus } from '@/vehicles/changes/vehicle-change-feed';

/** Liveness plus which adapter each port uses and how many vehicles the search index holds. */
export async function GET() {
  // Read when asked, never answered from the build.
  await connection();
  const adapters = {
    content: contentPort().adapter,
    database: databaseAdapterName(),
    search: searchPort().adapter,
    leads: crmAdapterName(),
    valuation: valuationPort().adapter,
    geocoding: geocodingPort().adapter,
    reviews: reviewsPort().adapter,
    maps: mapsPort().adapter,
    priceCheck: priceCheckPort().adapter,
    financeQuote: financeQuotePort().adapter,
    auth: authConfig().adapter,
    messaging: messagingAdapterName(),
    email: emailAdapterName(),
    payments: paymentsAdapterName(),
  };
  try {
    const vehiclesIndexed = await searchPort().count();
    return NextResponse.json({ status: 'ok', adapters, vehiclesIndexed, eventLoop: eventLoopDelay(), frontDoor: frontDoorStats(), vehicleChanges: await vehicleChangeFeedStatus() });
  } catch (error) {
    console.error('Health check failed', error);
    return NextResponse.json({ status: 'degraded', adapters, vehiclesIndexed: null, error: 'The search index could not be read.' }, { status: 503 });
  }
}
