'use client';

import { useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** "Use my location": asks the browser for its position and submits it to the locator. */
export function UseMyLocation() {
  const form = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('Your browser cannot share its location. Enter your postcode instead.');
      return;
    }
    setMessage('Finding you…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const target = form.current;
        if (!target) return;
        (target.elements.namedItem('lat') as HTMLInputElement).value = position.coords.latitude.toFixed(4);
        (target.elements.namedItem('long') as HTMLInputElement).value = position.coords.longitude.toFixed(4);
        target.submit();
      },
      () => setMessage('We could not get your location. Enter your postcode instead.'),
      { timeout: 10_000 },
    );
  };
  return (
    <div>
      <form ref={form} action="/dealer-locator" method="get" hidden>
        <input type="hidden" name="lat" />
        <input type="hidden" name="long" />
      </form>
      <button type="button" onClick={locate} className={buttonVariants({ variant: 'outline' })}>Use my location</button>
      <p role="status" className="mt-2 min-h-6 text-sm text-neutral-700">{message}</p>
    </div>
  );
}
