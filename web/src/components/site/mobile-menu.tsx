'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { CssIcon } from '@/components/ui/css-icon';
import type { MobileMenuContent } from './mobile-menu-dialog';

const loadDialog = () => import('./mobile-menu-dialog');
const MobileMenuDialog = lazy(loadDialog);

// Client code here avoids cn()/tailwind-merge: it would add ~20 KB of script to every page.

/**
 * The menu button below the lg breakpoint. The dialog (Radix, focus trap, scroll lock) is only
 * downloaded when a visitor reaches for the button, so it costs the home page no script.
 */
export function MobileMenu(props: MobileMenuContent) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const warmUp = () => {
    void loadDialog();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Open menu"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} lg:hidden`}
      >
        <CssIcon name="menu" className="size-6" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog {...props} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
