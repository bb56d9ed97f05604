'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cssIconClasses } from '@/components/ui/css-icon';
import { maskPhone } from '@/domain/vehicle-buttons';
import { pushVehicleEvent } from '../analytics/vehicle-events';

type Props = { phone: string; tel: string; slug: string; revealed: boolean };

/**
 * SPEC 4 "Phone reveal": masked to its first 5 characters until clicked; the click reveals the
 * number, records the reveal (POST, tenant from the Host) and sends analytics event 25. Tenants
 * that show the number immediately get a plain call link.
 *
 * The mask is a native disclosure (details/summary), so a tap reveals the number before the
 * page's script has run, as it often has not on a phone; the reveal is recorded once it has.
 */
export function PhoneReveal({ phone, tel, slug, revealed }: Props) {
  const callLink = useRef<HTMLAnchorElement>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const recorded = useRef(false);
  // The phone drawn by the stylesheet, as the header's is: no inline drawing in the page.
  const className = buttonVariants({ variant: 'outline', className: `w-full ${cssIconClasses('phone')}` });

  const recordReveal = () => {
    if (recorded.current) return;
    recorded.current = true;
    pushVehicleEvent('phoneClick', { slug });
    fetch(`/api/cars/${encodeURIComponent(slug)}/phone-reveal`, { method: 'POST', keepalive: true }).catch((error: unknown) => console.warn('Phone reveal not recorded', error));
  };

  // A tap before hydration opened the disclosure natively; its toggle event went unheard.
  useEffect(() => {
    if (disclosure.current?.open) recordReveal();
    // Once, at hydration: later openings are heard by onToggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const call = (
    <a ref={callLink} href={tel} className={className} onClick={() => pushVehicleEvent('phoneClick', { slug })}>
      {`Call ${phone}`}
    </a>
  );
  if (revealed) return call;
  return (
    <details
      ref={disclosure}
      className="group"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        recordReveal();
        // The summary that had focus is hidden now; the number takes its place.
        callLink.current?.focus();
      }}
    >
      <summary className={`${className} cursor-pointer group-open:hidden`}>
        <span>{maskPhone(phone)}</span>
        <span className="text-sm font-normal underline">Show number</span>
      </summary>
      {call}
    </details>
  );
}
