import { siteDisplayAddress } from '@/content/site-address';
import { CssIcon } from '@/components/ui/css-icon';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { formatPhone, phoneHref } from '@/lib/phone-format';

type Contact = { name: string; phone: string | null | undefined; address: { street: string; city: string; state: string; postcode: string } };

/**
 * The frame of a page whose main content is a lead form: heading, a line about what happens next,
 * the form, and beside it the way to call instead.
 */
export function LeadPageLayout({ site, title, intro, contact, children }: { site: SiteConfig; title: string; intro: ReactNode; contact?: Contact; children: ReactNode }) {
  const who: Contact = contact ?? { name: site.name, phone: site.phones.sales, address: siteDisplayAddress(site) };
  const tel = phoneHref(who.phone);
  return (
    <div className="container-page py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <div className="mt-3 max-w-2xl text-lg text-neutral-700">{intro}</div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl">{children}</div>
        <aside aria-label="Other ways to reach us" className="h-fit rounded-lg border border-neutral-300 p-5">
          <h2 className="text-lg font-semibold">Prefer to talk?</h2>
          <p className="mt-2 font-semibold">{who.name}</p>
          {tel && who.phone && (
            <p className="mt-2">
              <a href={tel} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-ink underline underline-offset-4 hover:no-underline">
                <CssIcon name="phone" />
                {formatPhone(who.phone)}
              </a>
            </p>
          )}
          <p className="mt-2 flex gap-2 text-neutral-700">
            <CssIcon name="map-pin" className="mt-1" />
            <span>{who.address.street}, {who.address.city} {who.address.state} {who.address.postcode}</span>
          </p>
        </aside>
      </div>
    </div>
  );
}
