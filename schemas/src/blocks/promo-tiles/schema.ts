import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../../types/objects/link';

export const promoTilesSchema = defineType({
  name: 'promoTiles',
  title: 'Promo tiles',
  type: 'object',
  description: 'A row of offer tiles, each with an image, text and a link.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'tiles',
      title: 'Tiles',
      type: 'array',
      validation: (rule) => rule.max(6),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'promoTile',
          fields: [
            defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'body', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(200) }),
            hrefField(),
            defineField({ name: 'ctaLabel', title: 'Button text', type: 'string', validation: (rule) => rule.max(30) }),
            defineField({ name: 'image', title: 'Image', type: 'imageWithAlt' }),
          ],
          preview: { select: { title: 'heading', subtitle: 'href', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Promo tiles', subtitle: 'Promo tiles' }) },
});

export const promoTilesFixture = {
  _type: 'promoTiles',
  _key: 'offers',
  heading: 'Latest offers',
  tiles: [{ _key: 't1', heading: 'Finance from 6.99% p.a.', body: 'Fast approvals.', href: '/finance', ctaLabel: 'Get pre-approved', image: { url: '/demo-content/tile.jpg', alt: 'Finance' } }],
};

export const promoTilesMinimal = { _type: 'promoTiles', _key: 'offers-min' };
