import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { pageOrigin } from '@/server/http/request-origin';
import { ReservationPage } from './reservation-page';
import { ReservePage } from './reserve-page';

/**
 * The route modules of reserving (SPEC 2: `/cars/{slug}/checkout`, or `/buy-online` on some
 * sites), one per checkout path: the app's page files name their path and re-export these.
 */
export type CheckoutSegment = 'checkout' | 'buy-online';

export const reserveMetadata: Metadata = { title: 'Reserve Online', robots: { index: false } };
export const reservationMetadata: Metadata = { title: 'Your reservation', robots: { index: false } };

export function reservePageFor(segment: CheckoutSegment) {
  return async function Page({ params }: { params: Promise<{ site: string; slug: string }> }) {
    const { site, slug } = await params;
    return <ReservePage siteSlug={site} slug={slug} segment={segment} />;
  };
}

type ReservedSearch = { reservation?: string | string[]; payment_intent?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function reservationPageFor(segment: CheckoutSegment) {
  return async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<ReservedSearch> }) {
    const { site } = await params;
    const search = await searchParams;
    const origin = pageOrigin(await headers());
    return <ReservationPage siteSlug={site} segment={segment} reservationId={one(search.reservation)} paymentIntentId={one(search.payment_intent)} origin={origin} />;
  };
}
