import type { NavItem, SiteConfig } from '@dealer/schemas/content/site';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { DisclosureMenu } from './disclosure-menu';
import { panelLinkClass } from './nav-link-class';

// Drawn only while the brands menu is open: its code (and the image helper for the logos) loads then.
const MegaMenuPanel = dynamic(() => import('./mega-menu-panel').then((m) => m.MegaMenuPanel), { ssr: false });

/** An item of the desktop bar and the same item as the More panel lists it (PriorityNav). */
export type PriorityNavItem = {
  key: string;
  /** The item on the bar (a link or a dropdown). */
  bar: ReactNode;
  /** The same item as the More panel lists it (a dropdown's links under its name): an <li>. */
  more: ReactNode;
};

const navLinkClass = 'nav-link';
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

/**
 * The bar's items drawn in the browser from the site's navigation and brands mega menu: the page
 * sends the links once, as data (shared with the mobile menu), instead of each item's element
 * tree twice over (on the bar and in the More panel), with every link's classes.
 */
export function navItems(nav: readonly NavItem[], megaMenu: SiteConfig['megaMenu'] | null): PriorityNavItem[] {
  const items: PriorityNavItem[] = nav.map((item) => {
    const key = `${item.label}-${item.href}`;
    if (!item.children || item.children.length === 0) {
      return { key, bar: <a href={item.href} className={navLinkClass}>{item.label}</a>, more: <li><a href={item.href} className={panelLinkClass}>{item.label}</a></li> };
    }
    const links = dropdownLinks(item);
    return {
      key,
      bar: (
        <DisclosureMenu label={item.label} className="relative" panelClassName="nav-panel">
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
  const megaLinks = megaMenu?.columns.flatMap((column) => column.links) ?? [];
  if (megaMenu && megaLinks.length > 0) {
    items.push({
      key: 'mega-menu',
      bar: (
        <DisclosureMenu label={megaMenu.title} panelClassName="absolute inset-x-0 top-full z-40 border-y border-neutral-200 bg-white whitespace-normal shadow-lg">
          <MegaMenuPanel megaMenu={megaMenu} />
        </DisclosureMenu>
      ),
      more: <MoreGroup label={megaMenu.title} links={megaLinks} />,
    });
  }
  return items;
}
