import { defineArrayMember, defineField, defineType } from 'sanity';

export const statsCounterSchema = defineType({
  name: 'statsCounter',
  title: 'Stats',
  type: 'object',
  description: 'Big numbers with labels, e.g. 50+ locations, 40+ brands, 30+ years.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'stats',
      title: 'Numbers',
      type: 'array',
      validation: (rule) => rule.max(6),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({ name: 'value', title: 'Number', type: 'string', description: 'e.g. 50+', validation: (rule) => rule.required().max(10) }),
            defineField({ name: 'label', title: 'Label', type: 'string', description: 'e.g. Locations', validation: (rule) => rule.required().max(30) }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Stats', subtitle: 'Stats' }) },
});

export const statsCounterFixture = {
  _type: 'statsCounter',
  _key: 'stats',
  heading: 'Driving Queensland',
  stats: [
    { _key: 's1', value: '50+', label: 'Locations' },
    { _key: 's2', value: '40+', label: 'Brands' },
    { _key: 's3', value: '30+', label: 'Years' },
  ],
};

export const statsCounterMinimal = { _type: 'statsCounter', _key: 'stats-min' };
