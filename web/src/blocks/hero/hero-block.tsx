import { StaticImage } from '@/components/ui/static-image';
import type { BlockComponent } from '../shared/block-types';
import { CtaLink } from '../shared/cta-link';

/**
 * The page's opening banner. Its image is the Largest Contentful Paint on the home page, so it
 * is fetched with high priority and sized to the viewport; the text sits on a dark scrim so it
 * keeps its contrast over any photo.
 */
export const Hero: BlockComponent<'hero'> = ({ heading, subheading, image, ctas, isPageHeading }) => {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section className="relative isolate overflow-hidden bg-neutral-900 text-white">
      {image && (
        <StaticImage
          src={image.url}
          alt={image.alt ?? ''}
          fill
          sizes="100vw"
          // Only the opening hero is the LCP candidate; a hero further down loads lazily.
          lcp={isPageHeading}
          className="-z-10 object-cover"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-black/80 via-black/65 to-black/40" />
      <div className="container-page flex min-h-[22rem] flex-col justify-center py-12 md:min-h-[28rem] lg:min-h-[32rem]">
        <Heading className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {heading}
        </Heading>
        {subheading && <p className="mt-4 max-w-2xl text-lg text-neutral-100 md:text-xl">{subheading}</p>}
        {ctas.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {ctas.map((cta) => (
              <CtaLink key={`${cta.label}-${cta.href}`} cta={cta} onDark />
            ))}
          </div>
        )}
      </div>
    </section>
  );
};
