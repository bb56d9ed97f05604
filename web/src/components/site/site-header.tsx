import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { StaticImage } from '@/components/ui/static-image';
import type { NavItem, SiteConfig } from '@dealer/schemas/content/site';
import { buttonVariants } from '@/components/ui/button';
import { formatPhone, phoneHref } from '@/lib/phone-format';
import { cn } from '@/lib/utils';
import { AnnouncementBar } from './announcement-bar';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenu } from './mobile-menu';
import { PriorityNav, type PriorityNavItem } from './priority-nav';
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

const moreHeadingClass = 'px-3 pt-2 pb-1 text-sm font-semibold tracking-wide text-neutral-700 uppercase';

/** A dropdown's own link (when it has one) and its children. */
const dropdownLinks = (item: NavItem) =>
  [{ label: item.label, href: item.href }, ...(item.children ?? [])].filter((link, index) => index > 0 || (link.href !== '#' && link.href !== ''));

/** A group of links in the More panel, under the name it has on the bar. */
function MoreGroup({ label, links }: { label: string; links: readonly { label: string; href: string }[] }) {
  return (
    <li>
      <p className={moreHeadingClass}>{label}</p>
      <ul>
        {links.map((link) => (
          <li key={`${link.label}-${link.href}`}><a href={link.href} className={panelLinkClass}>{link.label}</a></li>
        ))}
      </ul>
    </li>
  );
}

/** The bar's items, each also as the More menu lists it when it does not fit (PriorityNav). */
function navItems(site: SiteConfig, megaLinks: readonly { label: string; href: string }[]): PriorityNavItem[] {
  const items: PriorityNavItem[] = site.header.nav.map((item) => {
    const key = `${item.label}-${item.href}`;
    if (!item.children || item.children.length === 0) {
      return { key, bar: <a href={item.href} className={navLinkClass}>{item.label}</a>, more: <li><a href={item.href} className={panelLinkClass}>{item.label}</a></li> };
    }
    const links = dropdownLinks(item);
    return {
      key,
      bar: (
        <DisclosureMenu label={item.label} className="relative" panelClassName="absolute top-full left-0 z-40 mt-1 min-w-56 rounded-md border border-neutral-200 bg-white p-2 whitespace-normal shadow-lg">
          <ul>
            {links.map((child) => (
              <li key={`${child.label}-${child.href}`}><a href={child.href} className={panelLinkClass}>{child.label}</a></li>
            ))}
          </ul>
        </DisclosureMenu>
      ),
      more: <MoreGroup label={item.label} links={links} />,
    };
  });
  if (megaLinks.length > 0) {
    items.push({
      key: 'mega-menu',
      bar: (
        <DisclosureMenu label={site.megaMenu.title} panelClassName="absolute inset-x-0 top-full z-40 border-y border-neutral-200 bg-white whitespace-normal shadow-lg">
          <MegaMenuPanel megaMenu={site.megaMenu} />
        </DisclosureMenu>
      ),
      more: <MoreGroup label={site.megaMenu.title} links={megaLinks} />,
    });
  }
  return items;
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

          <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center lg:flex">
            <PriorityNav items={navItems(site, megaLinks)} />
          </nav>

          <div className="ml-auto flex shrink-0 items-center gap-2 lg:ml-0">
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
