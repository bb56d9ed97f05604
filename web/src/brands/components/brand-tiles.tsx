'use client';

import { StaticImage } from '@/components/ui/static-image';
import type { BrandTileView } from './brand-tile-view';

/**
 * Brand logos as links (to the brand page, its stock, or its own website), drawn from their
 * fields (brand-tile-view.ts) so that the page's payload carries those instead of the tree.
 */
export function BrandTiles({ tiles }: { tiles: BrandTileView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 xs:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <a href={tile.href} {...(tile.external ? { rel: 'noopener' } : {})} className="brand-tile">
            {tile.logo && <StaticImage src={tile.logo} alt="" width={96} height={48} />}
            <span>{tile.title}{tile.external && <span className="sr-only"> (another website)</span>}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
