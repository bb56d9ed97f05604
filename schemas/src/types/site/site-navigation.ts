import { defineArrayMember, defineField, defineType } from 'sanity';

/** Header menu and buttons. */
export const siteHeader = defineType({
  name: 'siteHeader',
  title: 'Header',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'nav', title: 'Menu', type: 'array', of: [defineArrayMember({ type: 'navItem' })], validation: (rule) => rule.max(10) }),
    defineField({ name: 'ctas', title: 'Header buttons', type: 'array', of: [defineArrayMember({ type: 'link' })], validation: (rule) => rule.max(3) }),
  ],
});
