import { Phone, Search } from 'lucide-react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { searchHref } from '@/routes/vehicle-links';

/**
 * The honest body of a route the spec defines but this build does not have yet: named after
 * the route, says it is being built, and offers what does work (stock, phone, contact).
 */
export function ComingSoon({ site, title }: { site: SiteConfig; title: string }) {
  const tel = phoneHref(site.phones.sales);
  return (
    <div className="container-page py-12 md:py-20">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-neutral-700">
        This part of the {site.name} website is being built. In the meantime, browse our stock or get in touch and our
        team will be glad to help.
      </p>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <a href={searchHref(site.routes)} className={buttonVariants({ variant: 'primary' })}>
            <Search aria-hidden="true" />
            Search our stock
          </a>
        </li>
        {tel && (
          <li>
            <a href={tel} className={buttonVariants({ variant: 'outline' })}>
              <Phone aria-hidden="true" />
              Call {formatPhone(site.phones.sales)}
            </a>
          </li>
        )}
        <li>
          <a href="/contact" className={buttonVariants({ variant: 'outline' })}>
            Contact us
          </a>
        </li>
      </ul>
    </div>
  );
}
