'use client';

import { StaticImage } from '@/components/ui/static-image';

/** One tile's text, link and photo, as the block's content gives them. */
export type PromoTileView = { key: string; heading: string; body?: string; href: string; cta: string; image?: { url: string; alt: string } };

const TILE_IMAGE_SIZES = '(min-width: 992px) 420px, (min-width: 576px) 50vw, 100vw';
/**
 * The widest candidate a tile needs: a phone's full width (under 576 px) on a 2x screen. The wider
 * ones (1400, 1920) were ~160 bytes a tile in the HTML.
 */
const TILE_IMAGE_MAX_WIDTH = 1200;
/** The narrowest a tile is shown (half of a 576 px window, or a 320 px phone): no smaller candidate is ever picked. */
const TILE_IMAGE_MIN_WIDTH = 288;

/**
 * The tiles, rendered in the browser from their fields: each tile's rendered tree (photo
 * attributes, body, link with its hidden text) weighed ~800 bytes of the page's RSC payload
 * against ~250 for its fields.
 */
export function PromoTileList({ tiles, headingLevel }: { tiles: PromoTileView[]; headingLevel: 'h2' | 'h3' }) {
  const TileHeading = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.key} className="tile">
          {tile.image && (
            <div className="tile-photo">
              <StaticImage
                src={tile.image.url}
                alt={tile.image.alt}
                fill
                sizes={TILE_IMAGE_SIZES}
                minCandidateWidth={TILE_IMAGE_MIN_WIDTH}
                maxCandidateWidth={TILE_IMAGE_MAX_WIDTH}
                className="object-cover"
              />
            </div>
          )}
          <div className="tile-body">
            <TileHeading>{tile.heading}</TileHeading>
            {tile.body && <p className="mt-2 text-neutral-700">{tile.body}</p>}
            <a href={tile.href} className="link-action mt-auto pt-4">
              {tile.cta}
              <span className="sr-only">{`: ${tile.heading}`}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
