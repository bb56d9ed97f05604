import { defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';

/** The groups /brands lists brands in (SPEC 1: a group lists brands for cars, motorcycles and trucks). */
export const BRAND_VEHICLE_TYPES = ['cars', 'motorcycles', 'trucks', 'caravans'] as const;

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
    defineField({
      name: 'vehicleType',
      title: 'Vehicle type',
      type: 'string',
      description: 'Where /brands lists the brand: cars, motorcycles, trucks or caravans.',
      options: { list: [...BRAND_VEHICLE_TYPES] },
      initialValue: 'cars',
    }),
    defineField({ name: 'skipPage', title: 'No brand page', type: 'boolean', description: 'Link straight to the stock search (or the external link) instead of a brand page.', initialValue: false }),
    defineField({ name: 'externalUrl', title: 'External link', type: 'url', description: 'For a brand whose page lives on another website.' }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current', media: 'logo' } },
});
