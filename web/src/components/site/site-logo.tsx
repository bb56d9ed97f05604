import { StaticImage } from '@/components/ui/static-image';
import type { SiteConfig } from '@dealer/schemas/content/site';

/**
 * The tenant's logo linking home: the uploaded image when there is one, else the mark and
 * wordmark in the brand colours (no image request at all, which keeps the header cheap).
 */
export function SiteLogo({ site }: { site: Pick<SiteConfig, 'name' | 'logo'> }) {
  const { image, mark, text } = site.logo;
  return (
    <a href="/" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md">
      {image ? (
        <StaticImage
          src={image.url}
          alt={site.name}
          // Demo logos are 4:1; CSS fixes the height and the width follows the real image.
          width={192}
          height={48}
          loading="eager"
          className="h-10 w-auto md:h-12"
          // SVG logos are served as they are; the optimiser only handles raster images.
          unoptimized={image.url.toLowerCase().endsWith('.svg')}
        />
      ) : (
        <>
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-md bg-brand text-sm font-extrabold tracking-tight text-brand-foreground"
          >
            {mark}
          </span>
          <span className="text-lg leading-tight font-bold text-neutral-900 md:text-xl">{text}</span>
        </>
      )}
    </a>
  );
}
