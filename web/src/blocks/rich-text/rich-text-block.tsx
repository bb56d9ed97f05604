import type { BlockComponent } from '../shared/block-types';
import { PortableText } from './portable-text';

/** Editor-written text (Portable Text). Nothing when the body is empty. */
export const RichText: BlockComponent<'richText'> = ({ body }) => {
  if (body.length === 0) return null;
  return (
    <section className="container-page py-8 md:py-12">
      <div className="max-w-3xl text-neutral-800">
        <PortableText value={body} />
      </div>
    </section>
  );
};
