import type { Metadata } from 'next';
import { ComparePage } from '@/identity/pages/compare-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Compare Cars', robots: { index: false, follow: true } };

/** /compare: see ComparePage in web/src/identity/pages/compare-page.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <ComparePage site={site} ids={(await searchParams).ids} />;
}
