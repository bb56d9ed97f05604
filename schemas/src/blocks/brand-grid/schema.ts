import { defineArrayMember, defineField, defineType } from 'sanity';

export const brandGridSchema = defineType({
  name: 'brandGrid',
  title: 'Brand grid',
  type: 'object',
  description: 'Logos of brands this site sells, each linking to its page or stock.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'brands', title: 'Brands', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'brand' }] })], validation: (rule) => rule.unique() }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Brand grid', subtitle: 'Brand grid' }) },
});

export const brandGridFixture = {
  _type: 'brandGrid',
  _key: 'brands',
  heading: 'Shop by brand',
  brands: [{ title: 'Toyota', slug: 'toyota', logo: { url: '/demo-content/toyota.jpg', alt: 'Toyota logo' }, skipPage: false, externalUrl: null }, null],
};

export const brandGridMinimal = { _type: 'brandGrid', _key: 'brands-min' };
