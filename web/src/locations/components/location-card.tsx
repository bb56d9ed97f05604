'use client';

import type { LocationCardView } from './location-card-view';

const linkClass = 'link-action';

/**
 * One location as a card (SPEC 2 "Location block"): name, rating, street/city/state, phone,
 * licence number, View Details. Text only: a group lists many locations. The rating comes from
 * the reviews port, already held to SPEC 5's minimum (reviews/location-ratings). A client
 * component so that the page's payload carries its fields, not its rendered tree
 * (location-card-view.ts).
 */
export function LocationCard({ card, headingLevel = 3 }: { card: LocationCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="location-card">
      <Heading>{card.name}</Heading>
      {card.distance && <p className="mt-1 font-semibold text-brand-ink">{card.distance}</p>}
      {card.rating && <p className="note mt-1">{card.rating}</p>}
      <p className="mt-3">{card.address}</p>
      {card.phone && (
        <p className="mt-2">
          {'Phone '}
          <a href={card.phone.href} className="inline-link">{card.phone.label}</a>
        </p>
      )}
      {card.licence && <p className="note mt-2">{card.licence}</p>}
      <div className="location-card-links">
        <a href={card.href} className={linkClass}>View Details<span className="sr-only">{` for ${card.name}`}</span></a>
        <a href={card.directions} className={linkClass}>Get Directions<span className="sr-only">{` to ${card.name}`}</span></a>
      </div>
    </li>
  );
}
