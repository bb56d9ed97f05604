import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocalLenderPage } from '@/finance/pages/local-lender-page';
import { database } from '@/ports/database';
import { findLocalLenderCustomer } from '@/ports/finance-quote/local-finance-quote';
import { runsEmbeddedDemo } from '@/server/embedded-demo';
import { requireSite } from '../../../require-site';

export function generateMetadata(): Metadata {
  if (!runsEmbeddedDemo()) notFound();
  return { title: 'Finance application', robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ site: string; id: string }> };

/** The local lender's application page (the finance port's embedded redirect target); only in the embedded demo. */
export default async function Page({ params }: Props) {
  if (!runsEmbeddedDemo()) notFound();
  const { site: slug, id } = await params;
  const site = await requireSite(slug);
  const customer = await findLocalLenderCustomer((await database()).db, site.slug, id);
  if (!customer) notFound();
  return <LocalLenderPage customer={customer} siteName={site.name} />;
}
