import type { Metadata } from 'next';
import { CssIcon } from '@/components/ui/css-icon';
import { SuccessMessage } from '@/leads/components/success-message';
import { buttonVariants } from '@/components/ui/button';
import { searchHref } from '@/routes/vehicle-links';
import { requireSite } from '../require-site';

type Props = { params: Promise<{ site: string }> };

// A thank-you page is for people who just sent something; search engines have no use for it.
export const metadata: Metadata = { title: 'Thank You', robots: { index: false, follow: true } };

/** /success (SPEC 2): shown after a successful enquiry or test-drive lead. */
export default async function SuccessPage({ params }: Props) {
  const site = await requireSite((await params).site);
  return (
    <div className="container-page py-12 md:py-20">
      <CssIcon name="circle-check" className="block size-12 text-green-700" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">Thank You</h1>
      <SuccessMessage fallback={`Your details have been sent. The ${site.name} team will be in touch shortly.`} />
      <ul className="mt-8 flex flex-wrap gap-3">
        <li><a href={searchHref(site.routes)} className={buttonVariants({ variant: 'primary' })}>Keep browsing stock</a></li>
        <li><a href="/" className={buttonVariants({ variant: 'outline' })}>Back to home</a></li>
      </ul>
    </div>
  );
}
