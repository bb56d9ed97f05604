import type { Location } from '@dealer/schemas/content/location';
import { addressLine, directionsUrl } from '../directions';
import { pinPositions } from './pin-positions';

/**
 * The embedded map: a drawn card with each location's pin where its coordinates put it
 * relative to the others, and for a single location a Get Directions link. Needs no map key
 * and no network (the hosted Google map replaces it when the site has a key).
 */
export function LocationMap({ locations, title }: { locations: Location[]; title: string }) {
  const pins = pinPositions(locations.map((l) => l.address));
  const single = locations.length === 1 ? locations[0] : null;
  return (
    <figure className="overflow-hidden rounded-lg border border-neutral-200 bg-white" id="location-map">
      <svg viewBox="0 0 600 300" role="img" aria-label={`Map: ${title}`} className="block h-auto w-full bg-[#e8efe6]">
        <path d="M0 90 H600 M0 210 H600 M150 0 V300 M420 0 V300" stroke="#fff" strokeWidth="10" />
        <path d="M0 260 C200 200 380 320 600 240" stroke="#b9d3e8" strokeWidth="18" fill="none" />
        {pins.map((pin, index) => (
          <g key={locations[index]!._id} transform={`translate(${pin.x} ${pin.y})`}>
            <path d="M0 0 C-10 -14 -14 -20 -14 -28 A14 14 0 1 1 14 -28 C14 -20 10 -14 0 0Z" fill="var(--brand, #b91c1c)" stroke="#fff" strokeWidth="2" />
            <circle cy="-28" r="5" fill="#fff" />
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4">
        <span>{single ? addressLine(single.address) : title}</span>
        {single && (
          <a href={directionsUrl(single.address)} className="link-action">
            Get Directions<span className="sr-only"> to {single.name}</span>
          </a>
        )}
      </figcaption>
    </figure>
  );
}
