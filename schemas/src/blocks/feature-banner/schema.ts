import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../../types/objects/link';

export const FEATURE_ICONS = ['offers', 'service', 'sell', 'finance', 'warranty', 'testDrive'] as const;

export const featureBannerSchema = defineType({
  name: 'featureBanner',
  title: 'Feature banner',
  type: 'object',
  description: 'Three linked items side by side, e.g. latest offers, book a service, sell your car.',
  fields: [
    defineField({
      name: 'items',
      title: 'Items',
      type: 'array',
      validation: (rule) => rule.max(3).error('A feature banner has at most three items.'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'featureItem',
          fields: [
            defineField({ name: 'icon', title: 'Icon', type: 'string', options: { list: [...FEATURE_ICONS] }, initialValue: 'offers' }),
            defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'body', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(160) }),
            hrefField(),
          ],
          preview: { select: { title: 'heading', subtitle: 'href' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Feature banner' }) },
});

export const featureBannerFixture = {
  _type: 'featureBanner',
  _key: 'banner',
  items: [
    { _key: 'offers', icon: 'offers', heading: 'Latest offers', body: 'Runout deals.', href: '/special-offers' },
    { _key: 'service', icon: 'service', heading: 'Book a service', body: null, href: '/pages/book-a-service' },
    { _key: 'sell', icon: 'sell', heading: 'Sell your car', body: 'A fair offer.', href: '/sell-my-car' },
  ],
};

export const featureBannerMinimal = { _type: 'featureBanner', _key: 'banner-min' };
