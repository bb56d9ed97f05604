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
    <section className="hero">
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
      <div aria-hidden="true" className="hero-shade" />
      <div className="hero-body">
        <Heading className="hero-heading">
          {heading}
        </Heading>
        {subheading && <p className="hero-text">{subheading}</p>}
        {ctas.length > 0 && (
          <div className="mt-8 flex flex-wrap gap-3">
            {ctas.map((cta, index) => (
              <CtaLink key={index} cta={cta} onDark />
            ))}
          </div>
        )}
      </div>
    </section>
  );
};
