import type { Metadata } from 'next';
import { DealerLocatorPage } from '@/locations/pages/dealer-locator-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Dealer Locator' };

/** /dealer-locator (SPEC 2): see DealerLocatorPage in web/src/locations/pages. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <DealerLocatorPage site={site} searchParams={await searchParams} />;
}
