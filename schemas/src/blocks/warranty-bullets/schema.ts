import { defineField, defineType } from 'sanity';

export const warrantyBulletsSchema = defineType({
  name: 'warrantyBullets',
  title: 'Warranty bullets',
  type: 'object',
  description: 'The site\'s warranty promises (edited once in Site settings → Legal and claims).',
  fields: [defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'Why buy from us?' })],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Warranty bullets', subtitle: 'Warranty bullets' }) },
});

export const warrantyBulletsFixture = { _type: 'warrantyBullets', _key: 'warranty', heading: 'Why buy from us?' };

export const warrantyBulletsMinimal = { _type: 'warrantyBullets', _key: 'warranty-min' };
