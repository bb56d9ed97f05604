import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import type { SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { cn } from '@/lib/utils';
import { AnnouncementBar } from './announcement-bar';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';

const navLinkClass = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-neutral-900 hover:bg-neutral-100';
const panelLinkClass = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-neutral-900 hover:bg-neutral-100';

function MegaMenuPanel({ megaMenu }: { megaMenu: SiteConfig['megaMenu'] }) {
  return (
    <div className="container-page grid gap-6 py-6 md:grid-cols-2 lg:grid-cols-4">
      {megaMenu.columns.map((column) => (
        <div key={column.title}>
          <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-neutral-700 uppercase">{column.title}</p>
          <ul>
            {column.links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <a href={link.href} className={panelLinkClass}>
                  {link.logoUrl ? (
                    // The brand name follows as text, so the logo is decorative.
                    <StaticImage src={link.logoUrl} alt="" width={64} height={32} className="h-8 w-16 object-contain" />
                  ) : null}
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Tenant header: announcement, logo, desktop navigation (dropdowns and the brands mega menu are
 * the only client islands), sales phone, call-to-action buttons, the shopper's account island
 * (`account`, from the identity feature) and the mobile menu dialog.
 */
export function SiteHeader({ site, account }: { site: SiteConfig; account?: ReactNode }) {
  const salesPhone = phoneHref(site.phones.sales);
  const phone = salesPhone ? { href: salesPhone, label: formatPhone(site.phones.sales) } : null;
  const megaLinks = site.megaMenu.columns.flatMap((column) => column.links);
  const hasMegaMenu = megaLinks.length > 0;

  return (
    <header className="border-b border-neutral-200 bg-white">
      <AnnouncementBar text={site.announcement} />
      <div className="relative">
        <div className="container-page flex min-h-16 items-center gap-3 py-2 lg:min-h-20">
          <SiteLogo site={site} />

          <nav aria-label="Main" className="hidden flex-1 justify-center lg:flex">
            <ul className="flex flex-wrap items-center gap-1">
              {site.header.nav.map((item) => (
                <li key={`${item.label}-${item.href}`} className={item.children?.length ? 'relative' : undefined}>
                  {item.children && item.children.length > 0 ? (
                    <DisclosureMenu
                      label={item.label}
                      panelClassName="absolute top-full left-0 z-40 mt-1 min-w-56 rounded-md border border-neutral-200 bg-white p-2 shadow-lg"
                    >
                      <ul>
                        {[{ label: item.label, href: item.href }, ...item.children]
                          .filter((link, index) => index > 0 || (link.href !== '#' && link.href !== ''))
                          .map((child) => (
                            <li key={`${child.label}-${child.href}`}>
                              <a href={child.href} className={panelLinkClass}>{child.label}</a>
                            </li>
                          ))}
                      </ul>
                    </DisclosureMenu>
                  ) : (
                    <a href={item.href} className={navLinkClass}>{item.label}</a>
                  )}
                </li>
              ))}
              {hasMegaMenu && (
                <li>
                  <DisclosureMenu
                    label={site.megaMenu.title}
                    panelClassName="absolute inset-x-0 top-full z-40 border-y border-neutral-200 bg-white shadow-lg"
                  >
                    <MegaMenuPanel megaMenu={site.megaMenu} />
                  </DisclosureMenu>
                </li>
              )}
            </ul>
          </nav>

          <div className="ml-auto flex items-center gap-2 lg:ml-0">
            {phone && (
              <a href={phone.href} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-md:size-11 max-md:px-0 lg:max-xl:size-11 lg:max-xl:px-0')}>
                <Phone aria-hidden="true" className="text-brand-ink" />
                <span className="max-md:sr-only lg:max-xl:sr-only">
                  <span className="sr-only">Call </span>
                  {phone.label}
                </span>
              </a>
            )}
            {site.header.ctas.map((cta, index) => (
              <a
                key={`${cta.label}-${cta.href}`}
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
              brands={hasMegaMenu ? { title: site.megaMenu.title, links: megaLinks } : null}
              ctas={site.header.ctas}
              phone={phone}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
