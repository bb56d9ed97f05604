import type { SiteConfig } from '@dealer/schemas/content/site';
import { StaticImage } from '@/components/ui/static-image';
import { panelLinkClass } from './nav-link-class';

/** The brands mega menu's columns of brand links with their logos (an open DisclosureMenu's panel). */
export function MegaMenuPanel({ megaMenu }: { megaMenu: SiteConfig['megaMenu'] }) {
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

