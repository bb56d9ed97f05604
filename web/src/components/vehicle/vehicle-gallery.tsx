import { Car } from 'lucide-react';
import { StaticImage } from '@/components/ui/static-image';

type Props = { images: { url: string; thumb?: { url: string } | null }[]; title: string };

/** SPEC 9: thumbnails only with more than 3 images. */
export const THUMBNAIL_MIN_IMAGES = 4;

/**
 * Main photo and thumbnails for the basic vehicle page (the slider, fullscreen and 360 viewer
 * come with the full page). The main photo is the page's LCP, so it is preloaded.
 */
export function VehicleGallery({ images, title }: Props) {
  const [main] = images;
  if (!main) {
    return (
      <div className="grid aspect-[4/3] place-items-center rounded-lg bg-neutral-100 text-neutral-600">
        <span className="flex flex-col items-center gap-2">
          <Car aria-hidden="true" className="size-12" />
          Photos coming soon
        </span>
      </div>
    );
  }
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-neutral-100">
        <StaticImage
          src={main.url}
          alt={title}
          fill
          quality={75}
          sizes="(min-width: 1400px) 880px, (min-width: 992px) 62vw, 100vw"
          lcp
          className="object-cover"
        />
      </div>
      {images.length >= THUMBNAIL_MIN_IMAGES && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <a href={image.url} className="block overflow-hidden rounded-md hover:opacity-90">
                <StaticImage
                  src={image.thumb?.url ?? image.url}
                  alt={`${title}: photo ${index + 1} of ${images.length}`}
                  width={160}
                  height={120}
                  quality={75}
                  sizes="(min-width: 576px) 150px, 25vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
