import { CERTIFIED_BADGE_SRC, type CardTag } from '@/domain/card-tag';
import { clsx } from 'clsx';

/**
 * A car's tag (domain/card-tag.ts) on a card photo or the vehicle page: a text tag, or the
 * manufacturer's certified pre-owned image badge (an image, not a text label: SPEC 4).
 */
export function VehicleTag({ tag, make, className }: { tag: CardTag; make: string; className?: string }) {
  if (tag.kind === 'certified') {
    return (
      // A small fixed SVG badge: nothing for the image optimiser to do.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={CERTIFIED_BADGE_SRC} alt={`${make} ${tag.label}`} width={120} height={40} data-tag="certified" className={clsx('h-8 w-auto', className)} />
    );
  }
  return (
    // Colours by `data-tag` (app/globals.css): the brand's accent, a sold car's black.
    <span data-tag={tag.kind} className={clsx('vehicle-tag', className)}>
      {tag.label}
    </span>
  );
}
