import { CssIcon } from '@/components/ui/css-icon';
import type { ReactNode } from 'react';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { cn } from '@/lib/utils';
import { AnnouncementBar } from './announcement-bar';
import { MobileMenu } from './mobile-menu';
import { PriorityNav } from './priority-nav';
import { SiteLogo } from './site-logo';

/**
 * Tenant header: announcement, logo, desktop navigation (an island drawing the site's links and
 * brands mega menu, which the mobile menu's props share), sales phone, call-to-action buttons, the shopper's account island
 * (`account`, from the identity feature) and the mobile menu dialog.
 */
export function SiteHeader({ site, account }: { site: SiteConfig; account?: ReactNode }) {
  const salesPhone = phoneHref(site.phones.sales);
  const phone = salesPhone ? { href: salesPhone, label: formatPhone(site.phones.sales) } : null;
  const hasMegaMenu = site.megaMenu.columns.some((column) => column.links.length > 0);

  return (
    <header className="border-b border-neutral-200 bg-white">
      <AnnouncementBar text={site.announcement} />
      <div className="relative">
        <div className="container-page flex min-h-16 items-center gap-3 py-2 lg:min-h-20">
          <SiteLogo site={site} />

          <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center lg:flex">
            <PriorityNav nav={site.header.nav} megaMenu={hasMegaMenu ? site.megaMenu : null} />
          </nav>

          <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
            {phone && (
              <a href={phone.href} className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} header-phone`}>
                <CssIcon name="phone" className="text-brand-ink" />
                <span className="max-md:sr-only lg:max-xl:sr-only">
                  <span className="sr-only">Call </span>
                  {phone.label}
                </span>
              </a>
            )}
            {site.header.ctas.map((cta, index) => (
              <a
                key={index}
                href={cta.href}
                className={cn(buttonVariants({ variant: index === 0 ? 'primary' : 'dark', size: 'sm' }), 'hidden lg:inline-flex')}
              >
                {cta.label}
              </a>
            ))}
            {account}
            <MobileMenu
              siteName={site.name}
              nav={site.header.nav}
              brands={hasMegaMenu ? site.megaMenu : null}
              ctas={site.header.ctas}
              phone={phone}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
