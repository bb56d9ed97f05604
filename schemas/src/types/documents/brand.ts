import { defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';

/** A brand the dealer sells, listed on /brands and in brand grids (SPEC.md 3, Brand entry). */
export const brand = defineType({
  name: 'brand',
  title: 'Brand',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    siteSlugField('title', 'Used in /{brand}/overview and /search/{brand}.'),
    siteField(),
    defineField({ name: 'logo', title: 'Logo', type: 'imageWithAlt' }),
    defineField({ name: 'banner', title: 'Banner', type: 'imageWithAlt' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
    defineField({ name: 'skipPage', title: 'No brand page', type: 'boolean', description: 'Link straight to the stock search (or the external link) instead of a brand page.', initialValue: false }),
    defineField({ name: 'externalUrl', title: 'External link', type: 'url', description: 'For a brand whose page lives on another website.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'logo' } },
});
