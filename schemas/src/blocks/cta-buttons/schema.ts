import { defineArrayMember, defineField, defineType } from 'sanity';

export const ctaButtonsSchema = defineType({
  name: 'ctaButtons',
  title: 'Button set',
  type: 'object',
  description: 'A heading with a row of buttons, e.g. "How can we help?".',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'buttons', title: 'Buttons', type: 'array', of: [defineArrayMember({ type: 'cta' })], validation: (rule) => rule.max(6) }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title ?? 'Button set', subtitle: 'Button set' }) },
});

export const ctaButtonsFixture = {
  _type: 'ctaButtons',
  _key: 'help',
  heading: 'How can we help?',
  buttons: [
    { _key: 'b1', label: 'Book a test drive', href: '/book-test-drive', variant: 'primary' },
    { _key: 'b2', label: 'Contact us', href: '/contact-us', variant: 'secondary' },
  ],
};

export const ctaButtonsMinimal = { _type: 'ctaButtons', _key: 'help-min' };
