'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cssIconClasses } from '@/components/ui/css-icon';
import { maskPhone } from '@/domain/vehicle-buttons';
import { pushVehicleEvent } from '../analytics/vehicle-events';

type Props = { phone: string; tel: string; slug: string; revealed: boolean };

/**
 * SPEC 4 "Phone reveal": masked to its first 5 characters until clicked; the click reveals the
 * number, records the reveal (POST, tenant from the Host) and sends analytics event 25. Tenants
 * that show the number immediately get a plain call link.
 */
export function PhoneReveal({ phone, tel, slug, revealed: initiallyRevealed }: Props) {
  const [revealed, setRevealed] = useState(initiallyRevealed);
  // The phone drawn by the stylesheet, as the header's is: no inline drawing in the page.
  const className = buttonVariants({ variant: 'outline', className: `w-full ${cssIconClasses('phone')}` });
  if (revealed) {
    return (
      <a href={tel} className={className} onClick={() => pushVehicleEvent('phoneClick', { slug })}>
        {`Call ${phone}`}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        setRevealed(true);
        pushVehicleEvent('phoneClick', { slug });
        fetch(`/api/cars/${encodeURIComponent(slug)}/phone-reveal`, { method: 'POST', keepalive: true }).catch((error: unknown) => console.warn('Phone reveal not recorded', error));
      }}
    >
      <span>{maskPhone(phone)}</span>
      <span className="text-sm font-normal underline">Show number</span>
    </button>
  );
}
