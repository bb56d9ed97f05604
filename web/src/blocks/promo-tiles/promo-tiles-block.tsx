import { itemHeading, type BlockComponent } from '../shared/block-types';
import { PromoTileList } from './promo-tile-list';

/** Promotional tiles (offers, finance, service...) each linking to its page. */
export const PromoTiles: BlockComponent<'promoTiles'> = ({ heading, tiles }) => {
  if (tiles.length === 0) return null;
  const views = tiles.map((tile) => ({
    key: tile._key,
    heading: tile.heading,
    href: tile.href,
    cta: tile.ctaLabel ?? 'Find out more',
    ...(tile.body ? { body: tile.body } : {}),
    ...(tile.image ? { image: { url: tile.image.url, alt: tile.image.alt ?? '' } } : {}),
  }));
  return (
    <section className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <PromoTileList tiles={views} headingLevel={itemHeading(Boolean(heading))} />
    </section>
  );
};
