import type { VehicleImage } from '../../database-types';
import { VEHICLE_VIEWS, type ArtBody, type ColourFamily } from '../artwork/art-types';
import type { ImageRegistry } from '../content/image-registry';
import type { Random } from '../random';
import { youtubeId } from './identifiers';
import type { Hotspot } from './demo-vehicle';

export type Media = {
  images: VehicleImage[];
  video_url: string | null;
  external_video_url: string | null;
  spin_images: string[] | null;
  spin_interior_image: string | null;
  hotspots: Hotspot[] | null;
};

/** The shared history report every vehicle with a `file` links to. */
export const HISTORY_REPORT_PATH = '/demo-content/vehicle-history-report.pdf';

/**
 * Photos come from shared artwork: one set per body shape and paint family. Most vehicles get all
 * four views, some one to three (no thumbnail strip), a few none (the card's placeholder shows).
 */
export function vehicleMedia(body: ArtBody, colour: ColourFamily, comingSoon: boolean, images: ImageRegistry, random: Random): Media {
  const url = (view: (typeof VEHICLE_VIEWS)[number]) => images.stockImage(`${body}-${colour}-${view}`, { kind: 'vehicle', body, colour, view });
  const roll = random.next();
  const count = roll < (comingSoon ? 0.3 : 0.03) ? 0 : roll < 0.13 ? random.int(1, 3) : 4;
  const photos = VEHICLE_VIEWS.slice(0, count).map((view) => {
    const src = url(view);
    return { url: src, thumb: { url: src } };
  });
  const video = count > 0 && random.chance(0.03);
  const spin = count === 4 && body !== 'caravan' && random.chance(0.02);
  return {
    images: photos,
    video_url: video ? (random.chance(0.7) ? `https://www.youtube.com/embed/${youtubeId(random)}` : null) : null,
    external_video_url: video && random.chance(0.4) ? `https://www.youtube.com/watch?v=${youtubeId(random)}` : null,
    spin_images: spin ? [0, 1, 2].flatMap(() => (['front', 'side', 'rear', 'side'] as const).map(url)) : null,
    spin_interior_image: spin ? url('interior') : null,
    hotspots: spin
      ? [
        { id: 1, description: 'LED headlights with automatic high beam', anchors: 'exterior', positions: [{ frame: 0, x: 0.78, y: 0.46 }] },
        { id: 2, description: 'Alloy wheels', anchors: 'exterior', positions: [{ frame: 1, x: 0.27, y: 0.78 }] },
        { id: 3, description: 'Touchscreen with Apple CarPlay and Android Auto', anchors: 'interior', positions: [{ frame: 0, x: 0.5, y: 0.45 }] },
      ]
      : null,
  };
}
