import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the parts come from the site's models; the block carries its texts. */
export const partsSearchGroup: BlockGroup = 'fixed';

export const partsSearchSchema = defineType({
  name: 'partsSearch',
  title: 'Parts search (fixed)',
  type: 'object',
  description: 'Search the parts catalogue by model and keyword, with a parts enquiry form.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'Find a part' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Parts search', subtitle: 'Parts search (fixed)' }) },
});

export const partsSearchFixture = { _type: 'partsSearch', _key: 'parts', heading: 'Find a part', intro: 'Pick your model and search by part name or number.' };

export const partsSearchMinimal = { _type: 'partsSearch', _key: 'parts-min' };
