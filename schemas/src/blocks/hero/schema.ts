import { defineArrayMember, defineField, defineType } from 'sanity';

export const heroSchema = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  description: 'A large heading with an image and up to three buttons. Put it first to make it the page heading.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(90) }),
    defineField({ name: 'subheading', title: 'Subheading', type: 'text', rows: 2, validation: (rule) => rule.max(220) }),
    defineField({ name: 'image', title: 'Background image', type: 'imageWithAlt' }),
    defineField({ name: 'ctas', title: 'Buttons', type: 'array', of: [defineArrayMember({ type: 'cta' })], validation: (rule) => rule.max(3) }),
  ],
  preview: { select: { title: 'heading', media: 'image' }, prepare: ({ title, media }) => ({ title: title ?? 'Hero', subtitle: 'Hero', media }) },
});

export const heroFixture = {
  _type: 'hero',
  _key: 'hero',
  heading: 'Welcome to Riverside Toyota',
  subheading: 'New, demo and certified pre-owned Toyotas.',
  image: { url: '/demo-content/hero.jpg', alt: 'A HiLux by the river' },
  ctas: [{ _key: 'c1', label: 'Shop new cars', href: '/search/new-cars', variant: 'primary' }],
};

export const heroMinimal = { _type: 'hero', _key: 'hero-min', heading: 'Welcome' };
