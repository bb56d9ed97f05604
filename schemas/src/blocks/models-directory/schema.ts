import { defineField, defineType } from 'sanity';

export const modelsDirectorySchema = defineType({
  name: 'modelsDirectory',
  title: 'Models directory (fixed)',
  type: 'object',
  description: "Manufacturers and models to browse, from the stock index.",
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'intro', title: 'Intro text', type: 'text', rows: 2 }),
    defineField({ name: 'body', title: 'Body type', type: 'string', description: 'Show one body type only, e.g. suv.' }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Models directory', subtitle: 'Models directory (fixed)' }) },
});
