'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

/** "Use my location": asks the browser for its position and reloads the locator with it. */
export function UseMyLocation() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setMessage('Your browser cannot share its location. Enter your postcode instead.');
      return;
    }
    setMessage('Finding you…');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        setMessage(null);
        router.push(`/dealer-locator?lat=${latitude.toFixed(4)}&long=${longitude.toFixed(4)}`);
      },
      () => setMessage('We could not get your location. Enter your postcode instead.'),
      { timeout: 10_000 },
    );
  };
  return (
    <div>
      <button type="button" onClick={locate} className={buttonVariants({ variant: 'outline' })}>Use my location</button>
      <p role="status" className="mt-2 min-h-6 text-sm text-neutral-700">{message}</p>
    </div>
  );
}
