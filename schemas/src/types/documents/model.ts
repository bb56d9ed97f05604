import { defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';

/** A model in the models directory (SPEC.md 3, Model). */
export const model = defineType({
  name: 'model',
  title: 'Model',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    siteSlugField('name'),
    siteField(),
    defineField({ name: 'manufacturer', title: 'Manufacturer', type: 'reference', to: [{ type: 'manufacturer' }], validation: (rule) => rule.required() }),
    defineField({ name: 'body', title: 'Body type', type: 'string', description: 'e.g. suv, ute, hatch (the /models?body= filter).' }),
    defineField({ name: 'overrideUrl', title: 'Link instead of the model page', type: 'string' }),
    defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
    defineField({ name: 'accessoriesCount', title: 'Accessories available', type: 'number', validation: (rule) => rule.integer().min(0) }),
  ],
  preview: { select: { title: 'name', subtitle: 'body', media: 'image' } },
});
