'use client';

import { DisabledUntilHydrated } from '@/components/ui/disabled-until-hydrated';
import { CarCardView } from '@/components/vehicle/car-card-view';
import type { CarCardData } from '@/components/vehicle/car-card-data';
import { CardSaveButtons, type CardSaveActions } from './card-shopper-actions';

/**
 * A car card rendered on the server as a client island: the page sends the card's data
 * (carCardData) and the chosen shopper buttons (cardSaveActions) instead of the card's element
 * tree, which a grid of cards would otherwise send twice (in the HTML and in the RSC payload).
 */
type Props = { card: CarCardData; save: CardSaveActions | null; headingLevel?: 'h2' | 'h3' };

export function ShopperCarCard({ card, save, headingLevel, late = false }: Props & { late?: boolean }) {
  const favourite = { id: card.id, name: card.title, slug: card.slug, make: card.make, model: card.model, primary_image_url: card.photo };
  const buttons = save ? <CardSaveButtons actions={save} car={favourite} /> : undefined;
  return <CarCardView card={card} headingLevel={headingLevel} save={buttons && late ? <DisabledUntilHydrated>{buttons}</DisabledUntilHydrated> : buttons} />;
}

/**
 * The card whose code loads after the page's (lazy-shopper-car-card.tsx): its server HTML shows
 * the compare, favourite and save buttons before they can act, so they stay disabled until then
 * (a click would otherwise be dropped).
 */
export const LateShopperCarCard = (props: Props) => <ShopperCarCard {...props} late />;
