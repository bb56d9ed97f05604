'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  label: string;
  /** Server-rendered panel content (links); this component only owns the open state. */
  children: ReactNode;
  className?: string;
  panelClassName?: string;
};

/**
 * A navigation dropdown following the WAI-ARIA disclosure pattern: a button with aria-expanded
 * that shows a panel of ordinary links. Closes on Escape (focus returns to the button), on a
 * click outside, when focus leaves it, and after a link is followed (a link to a place on the
 * same page would otherwise leave it open).
 */
export function DisclosureMenu({ label, children, className, panelClassName }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={className}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="nav-trigger"
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {/* Mounted only while open: closed panels (the brands mega menu above all) would otherwise
            add their links and logos to every page's DOM and hydration work. */}
        {open ? children : null}
      </div>
    </div>
  );
}
