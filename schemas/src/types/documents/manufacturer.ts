import { defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';

/** A manufacturer in the models directory (SPEC.md 3, Manufacturer). */
export const manufacturer = defineType({
  name: 'manufacturer',
  title: 'Manufacturer',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    siteSlugField('name'),
    siteField(),
    defineField({ name: 'manufacturerId', title: 'Manufacturer ID', type: 'number', validation: (rule) => rule.integer().positive() }),
    defineField({ name: 'logo', title: 'Logo', type: 'imageWithAlt' }),
  ],
  preview: { select: { title: 'name', media: 'logo' } },
});
