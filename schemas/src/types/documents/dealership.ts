import { defineArrayMember, defineField, defineType } from 'sanity';
import { siteField, siteSlugField } from '../fields';
import { SITE_TEMPLATES } from './site';

/** A dealership (business) within a site; a dealer group site has several. */
export const dealership = defineType({
  name: 'dealership',
  title: 'Dealership',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    siteSlugField('name', 'Matches dealership_slug on stock, e.g. metro-toyota.'),
    siteField(),
    defineField({ name: 'dealershipId', title: 'Dealership ID', type: 'number', description: 'The id the stock feed uses.', validation: (rule) => rule.required().integer().positive() }),
    defineField({ name: 'template', title: 'Template', type: 'string', options: { list: SITE_TEMPLATES } }),
    defineField({ name: 'garageEnabled', title: 'My garage available', type: 'boolean', initialValue: true }),
    defineField({ name: 'financeProvider', title: 'Finance provider', type: 'string' }),
    defineField({ name: 'averageRating', title: 'Average rating', type: 'number', validation: (rule) => rule.min(0).max(5) }),
    defineField({ name: 'reviewCount', title: 'Number of reviews', type: 'number', validation: (rule) => rule.integer().min(0) }),
    defineField({ name: 'makes', title: 'Makes sold', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'locations', title: 'Locations', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'location' }] })], validation: (rule) => rule.unique() }),
  ],
  preview: { select: { title: 'name', subtitle: 'slug.current' } },
});
