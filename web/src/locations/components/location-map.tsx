import type { Location } from '@dealer/schemas/content/location';
import { mapsPort } from '@/ports/maps';
import { MAP_SIZE } from '@/ports/maps/maps-port';
import { addressLine, directionsUrl } from '../directions';

/**
 * A map of locations through the maps port (DESIGN ports table): Google's map with the site's key,
 * else the drawn card with each pin where its coordinates put it. For a single location, its
 * address and a Get Directions link (Google Maps URLs, no key) either way.
 */
export function LocationMap({ site, locations, title }: { site: { slug: string }; locations: Location[]; title: string }) {
  const view = mapsPort().map(site, locations.map((l) => ({ id: l._id, name: l.name, address: l.address })));
  const single = locations.length === 1 ? locations[0] : null;
  return (
    <figure className="overflow-hidden rounded-lg border border-neutral-200 bg-white" id="location-map">
      {view.kind === 'google' && view.embedUrl && (
        <iframe src={view.embedUrl} title={`Map: ${title}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade"
          width={MAP_SIZE.width} height={MAP_SIZE.height} className="block aspect-[2/1] h-auto w-full border-0" />
      )}
      {view.kind === 'google' && !view.embedUrl && (
        // The Static Maps image is Google's (already sized and cropped), so next/image has nothing to add.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={view.imageUrl} alt={`Map: ${title}`} width={MAP_SIZE.width} height={MAP_SIZE.height} loading="lazy" className="block h-auto w-full" />
      )}
      {view.kind === 'card' && (
        <svg viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`} role="img" aria-label={`Map: ${title}`} className="block h-auto w-full bg-[#e8efe6]">
          <path d="M0 90 H600 M0 210 H600 M150 0 V300 M420 0 V300" stroke="#fff" strokeWidth="10" />
          <path d="M0 260 C200 200 380 320 600 240" stroke="#b9d3e8" strokeWidth="18" fill="none" />
          {view.pins.map((pin) => (
            <g key={pin.id} transform={`translate(${pin.x} ${pin.y})`}>
              <path d="M0 0 C-10 -14 -14 -20 -14 -28 A14 14 0 1 1 14 -28 C14 -20 10 -14 0 0Z" fill="var(--brand, #b91c1c)" stroke="#fff" strokeWidth="2" />
              <circle cy="-28" r="5" fill="#fff" />
            </g>
          ))}
        </svg>
      )}
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
