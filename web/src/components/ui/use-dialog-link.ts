import { useState, type MouseEvent } from 'react';
import { isPlainClick } from '@/lib/plain-click';

/**
 * A link that opens a dialog in place on a plain left click, when it can (`canOpen`); any other
 * click, or one before hydration, follows the link to the page holding the same form. `used`
 * turns true on the first opening, so the dialog's code loads then.
 */
export function useDialogLink(canOpen: boolean) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canOpen || !isPlainClick(event)) return;
    event.preventDefault();
    setUsed(true);
    setOpen(true);
  };
  return { open, setOpen, used, onClick };
}
