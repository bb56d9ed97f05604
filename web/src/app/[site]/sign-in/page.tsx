import type { Metadata } from 'next';
import { SignInPage, type SignInSearchParams } from '@/identity/pages/sign-in-page';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SignInSearchParams> };

export const metadata: Metadata = { title: 'Sign In', robots: { index: false, follow: false } };

/** /sign-in (SPEC 2): see SignInPage in web/src/identity/pages/sign-in-page.tsx. */
export default async function Page({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  return <SignInPage site={site} searchParams={await searchParams} />;
}
