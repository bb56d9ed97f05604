'use client';

import { CarCardView } from '@/components/vehicle/car-card-view';
import type { CarCardData } from '@/components/vehicle/car-card-data';
import { CardSaveButtons, type CardSaveActions } from './card-shopper-actions';

/**
 * A car card rendered on the server as a client island: the page sends the card's data
 * (carCardData) and the chosen shopper buttons (cardSaveActions) instead of the card's element
 * tree, which a grid of cards would otherwise send twice (in the HTML and in the RSC payload).
 */
export function ShopperCarCard({ card, save, headingLevel }: { card: CarCardData; save: CardSaveActions | null; headingLevel?: 'h2' | 'h3' }) {
  const favourite = { id: card.id, name: card.title, slug: card.slug, make: card.make, model: card.model, primary_image_url: card.photo };
  return <CarCardView card={card} headingLevel={headingLevel} save={save ? <CardSaveButtons actions={save} car={favourite} /> : undefined} />;
}
