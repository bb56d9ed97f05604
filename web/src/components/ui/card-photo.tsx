import type { ReactNode } from 'react';
import { StaticImage } from './static-image';

/** Grid cards are a third of the row on desktop, half on tablets, full width on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 1400px) 320px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw';
/** The narrowest a card photo is shown at those sizes (half of a 576 px viewport): no smaller candidate is ever picked. */
const CARD_IMAGE_MIN_WIDTH = 288;
/**
 * The widest candidate a card needs: the widest a card is shown (half of a 991 px viewport) on a
 * 2x screen. Stock photos are narrower than that (640 px, SPEC 7), so a wider candidate (and a 3x
 * phone asking for one) would only fetch the same pixels under another address.
 */
const CARD_IMAGE_MAX_WIDTH = 992;

type Props = {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  sizes?: string;
  /** Loaded at once with high priority (an image on the first screen), instead of lazily. */
  eager?: boolean;
  /** Shown centred in the photo's box when there is no photo. */
  placeholder: ReactNode;
  /**
   * The photo fills its frame, a positioned box of the card's shape that sizes and crops it
   * (a car card's, app/globals.css car-card-photo): no dimensions or class of its own to send.
   */
  fill?: boolean;
};

/** The photo at the top of a grid card (stock photo quality 75, SPEC 7), or its placeholder. */
export function CardPhoto({ src, alt, width = 640, height = 480, sizes = CARD_IMAGE_SIZES, eager = false, placeholder, fill = false }: Props) {
  if (!src) return <div className="grid size-full place-items-center text-neutral-600">{placeholder}</div>;
  const loading = eager ? { loading: 'eager', fetchPriority: 'high' } as const : {};
  const bounds = sizes === CARD_IMAGE_SIZES ? { minCandidateWidth: CARD_IMAGE_MIN_WIDTH, maxCandidateWidth: CARD_IMAGE_MAX_WIDTH } : {};
  if (fill) return <StaticImage src={src} alt={alt} fill quality={75} sizes={sizes} {...bounds} {...loading} />;
  return <StaticImage src={src} alt={alt} width={width} height={height} quality={75} sizes={sizes} {...bounds} className="card-img" {...loading} />;
}
