import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { OnlinePaymentPage } from '@/online-payment/pages/online-payment-page';
import { pageOrigin } from '@/server/http/request-origin';

export const metadata: Metadata = { title: 'Online Payment', robots: { index: false } };

type Search = { payment?: string | string[]; payment_intent?: string | string[]; reference?: string | string[] };
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** SPEC 2: /online-payment, pay the dealer by card (gated on some sites). */
export default async function Page({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Search> }) {
  const { site } = await params;
  const search = await searchParams;
  return <OnlinePaymentPage siteSlug={site} paymentId={one(search.payment)} paymentIntentId={one(search.payment_intent)} reference={one(search.reference)} origin={pageOrigin(await headers())} />;
}
