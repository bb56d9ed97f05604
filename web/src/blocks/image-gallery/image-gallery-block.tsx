import { StaticImage } from '@/components/ui/static-image';
import type { BlockComponent } from '../shared/block-types';

/** A grid of photos. Nothing when there are none. */
export const ImageGallery: BlockComponent<'imageGallery'> = ({ heading, images }) => {
  if (images.length === 0) return null;
  return (
    <section aria-label={heading ? undefined : 'Gallery'} className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        {images.map((image) => (
          <li key={image._key} className="relative aspect-[4/3] overflow-hidden rounded-md bg-neutral-100">
            <StaticImage src={image.url} alt={image.alt ?? ''} fill sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw" className="object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
};
