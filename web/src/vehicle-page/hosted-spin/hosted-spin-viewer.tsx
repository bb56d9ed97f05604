import { hostedSpinUrl, type HostedSpinFields } from './hosted-spin';

/**
 * The hosted provider's 360 viewer (see hosted-spin.ts for when it shows). Lazy, so a car whose
 * spin sits below the photos costs nothing until the shopper scrolls to it; sandboxed to what an
 * interactive viewer needs (its own scripts, fullscreen), never top navigation, pop-ups or forms.
 */
export function HostedSpinViewer({ vehicle, title }: { vehicle: HostedSpinFields; title: string }) {
  const src = hostedSpinUrl(vehicle);
  if (!src) return null;
  return (
    <section aria-labelledby="hosted-spin-heading" className="space-y-2">
      <h2 id="hosted-spin-heading" className="text-lg font-semibold">360° View</h2>
      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-neutral-100">
        <iframe src={src} title={`${title}: 360° view`} loading="lazy" sandbox="allow-scripts allow-same-origin"
          allow="fullscreen; accelerometer; gyroscope" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" className="size-full" />
      </div>
    </section>
  );
}
