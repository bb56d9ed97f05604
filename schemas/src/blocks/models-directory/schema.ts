import { defineField, defineType } from 'sanity';
import type { BlockGroup } from '../shared';

/** A fixed block: the data comes from search and the APIs; the block carries its settings. */
export const modelsDirectoryGroup: BlockGroup = 'fixed';

export const modelsDirectorySchema = defineType({
  name: 'modelsDirectory',
  title: 'Models directory (fixed)',
  type: 'object',
  description: 'Models from the dealer\'s directory, each linking to its stock, with a link to the full directory (/models).',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', description: 'e.g. "Browse our SUVs". Leave empty for "Browse models".' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({
      name: 'body',
      title: 'Body type',
      type: 'string',
      description: 'Show one body type only, as the directory names it: suv, ute, hatch, sedan, van, peopleMover, cabChassis… Leave empty for every model.',
      validation: (rule) => rule.regex(/^[A-Za-z0-9]+$/).error('Use a body value without spaces, e.g. suv or peopleMover.'),
    }),
    defineField({ name: 'limit', title: 'Number of models', type: 'number', initialValue: 6, validation: (rule) => rule.integer().min(1).max(21) }),
  ],
  preview: { select: { title: 'heading', body: 'body' }, prepare: ({ title, body }) => ({ title: title ?? 'Models directory', subtitle: `Models directory (fixed)${body ? ` · ${body}` : ''}` }) },
});

export const modelsDirectoryFixture = { _type: 'modelsDirectory', _key: 'models-directory', heading: 'Browse our SUVs', intro: 'Find the SUV that fits.', body: 'suv', limit: 3 };

export const modelsDirectoryMinimal = { _type: 'modelsDirectory', _key: 'models-directory-min' };
