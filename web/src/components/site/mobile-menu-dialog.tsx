'use client';

import { Phone, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button-variants';

type MenuLink = { label: string; href: string };
type MenuItem = MenuLink & { children?: MenuLink[] };

export type MobileMenuContent = {
  siteName: string;
  nav: MenuItem[];
  /** The brands mega menu, the same object the desktop navigation gets (the payload names it once). */
  brands: { title: string; columns: readonly { links: readonly MenuLink[] }[] } | null;
  ctas: MenuLink[];
  phone: { label: string; href: string } | null;
};

type Props = MobileMenuContent & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

const linkClass = 'flex min-h-11 items-center rounded-md px-3 font-medium text-neutral-900 hover:bg-neutral-100';
const subLinkClass = 'flex min-h-11 items-center rounded-md px-3 text-neutral-900 hover:bg-neutral-100';

/** A link that closes the dialog first, which matters for links to a place on the same page. */
function MenuAnchor({ link, className }: { link: MenuLink; className?: string }) {
  return (
    <Dialog.Close asChild>
      <a href={link.href} className={className ?? linkClass}>
        {link.label}
      </a>
    </Dialog.Close>
  );
}

/**
 * The mobile menu itself: a modal Radix Dialog (focus trapped, Escape and the overlay close it,
 * focus returns to the menu button). Rendered without a portal so it inherits the tenant's
 * colour variables. Loaded on demand by `MobileMenu`.
 */
export default function MobileMenuDialog({ siteName, nav, brands, ctas, phone, open, onOpenChange, returnFocusTo }: Props) {
  const brandLinks = brands?.columns.flatMap((column) => column.links) ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 lg:hidden" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // There is no Dialog.Trigger (the button lives outside the lazily loaded code).
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none lg:hidden"
      >
        <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-2">
          <Dialog.Title className="text-lg font-bold">
            Menu<span className="sr-only"> for {siteName}</span>
          </Dialog.Title>
          <Dialog.Close className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
            <X aria-hidden="true" className="size-6!" />
          </Dialog.Close>
        </div>
        <nav aria-label="Mobile" className="px-2 py-3">
          <ul className="space-y-1">
            {nav.map((item) => (
              <li key={`${item.label}-${item.href}`}>
                <MenuAnchor link={item} />
                {item.children && item.children.length > 0 && (
                  <ul className="ml-3 border-l border-neutral-200 pl-2">
                    {item.children.map((child) => (
                      <li key={`${child.label}-${child.href}`}>
                        <MenuAnchor link={child} className={subLinkClass} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            {brandLinks.length > 0 && (
              <li>
                <p className="px-3 pt-3 pb-1 text-sm font-semibold text-neutral-700">{brands?.title}</p>
                <ul className="grid grid-cols-2 gap-x-1">
                  {brandLinks.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <MenuAnchor link={link} className={subLinkClass} />
                    </li>
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-auto space-y-2 border-t border-neutral-200 p-4">
          {phone && (
            <a href={phone.href} className={`${buttonVariants({ variant: 'outline' })} w-full`}>
              <Phone aria-hidden="true" />
              Call {phone.label}
            </a>
          )}
          {ctas.map((cta, index) => (
            <MenuAnchor
              key={`${cta.label}-${cta.href}`}
              link={cta}
              className={`${buttonVariants({ variant: index === 0 ? 'primary' : 'dark' })} w-full`}
            />
          ))}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
