import type { Metadata } from 'next';
import { MyGaragePage } from '@/identity/pages/my-garage-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: 'My Garage', robots: { index: false, follow: false } };

/** /my-garage (SPEC 2): see MyGaragePage in web/src/identity/pages/my-garage-page.tsx. */
export default async function Page({ params }: Props) {
  const site = await requireSite((await params).site);
  return <MyGaragePage site={site} />;
}
