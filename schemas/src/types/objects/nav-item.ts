import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from './link';

/** A header menu entry, optionally with a dropdown of links. */
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu entry',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    hrefField(),
    defineField({ name: 'children', title: 'Dropdown links', type: 'array', of: [defineArrayMember({ type: 'link' })], validation: (rule) => rule.max(12) }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
