import { PortableText } from '../rich-text/portable-text';
import { itemHeading, type BlockComponent } from '../shared/block-types';

/** Questions that open to their answers. Native <details>: keyboard and screen-reader ready, no JS; `accordion` (globals.css) animates it unless motion is reduced. */
export const FaqAccordion: BlockComponent<'faqAccordion'> = ({ heading, items }) => {
  if (items.length === 0) return null;
  const QuestionHeading = itemHeading(Boolean(heading));
  return (
    <section className="block-section">
      {heading && <h2 className="block-heading">{heading}</h2>}
      <div className="max-w-3xl divide-y divide-neutral-200 border-y border-neutral-200">
        {items.map((item) => (
          <details key={item._id} className="accordion group py-4">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4">
              <QuestionHeading className="text-lg font-semibold">{item.question}</QuestionHeading>
              <span aria-hidden className="transition-transform duration-300 group-open:rotate-45">+</span>
            </summary>
            <div className="mt-2 text-neutral-800"><PortableText value={item.answer} /></div>
          </details>
        ))}
      </div>
    </section>
  );
};
