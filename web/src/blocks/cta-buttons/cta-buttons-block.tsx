import type { BlockComponent } from '../shared/block-types';
import { CtaLink } from '../shared/cta-link';

/** A row of call-to-action buttons with an optional heading. */
export const CtaButtons: BlockComponent<'ctaButtons'> = ({ heading, buttons }) => {
  if (buttons.length === 0) return null;
  return (
    <section aria-label={heading ? undefined : 'Get started'} className="container-page py-10 text-center md:py-14">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <div className="flex flex-wrap justify-center gap-3">
        {buttons.map((button, index) => (
          <CtaLink key={index} cta={button} />
        ))}
      </div>
    </section>
  );
};
