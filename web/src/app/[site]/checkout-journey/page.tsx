import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { CheckoutJourneyPage } from '@/checkout-journey/pages/checkout-journey-page';

export const metadata: Metadata = { title: 'Online Purchase', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Search = { car_id?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** SPEC 2: /checkout-journey?car_id={slug}, the online purchase. */
export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Search> }) {
  const { site } = await params;
  const search = await searchParams;
  const incoming = await headers();
  const origin = `${incoming.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${incoming.get('host') ?? 'localhost'}`;
  return <CheckoutJourneyPage siteSlug={site} carSlug={one(search.car_id)} origin={origin} />;
}
