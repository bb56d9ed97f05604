import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { pageOrigin } from '@/server/http/request-origin';
import { CheckoutJourneyPage } from '@/checkout-journey/pages/checkout-journey-page';

export const metadata: Metadata = { title: 'Online Purchase', robots: { index: false } };

type Search = { car_id?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** SPEC 2: /checkout-journey?car_id={slug}, the online purchase. */
export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Search> }) {
  const { site } = await params;
  const search = await searchParams;
  const origin = pageOrigin(await headers());
  return <CheckoutJourneyPage siteSlug={site} carSlug={one(search.car_id)} origin={origin} />;
}
