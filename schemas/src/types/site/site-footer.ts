import { defineArrayMember, defineField, defineType } from 'sanity';

/** Footer link columns and the short legal line under them. */
export const siteFooter = defineType({
  name: 'siteFooter',
  title: 'Footer',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'footerColumn',
          fields: [
            defineField({ name: 'title', title: 'Column title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'links', title: 'Links', type: 'array', of: [defineArrayMember({ type: 'link' })] }),
          ],
        }),
      ],
      validation: (rule) => rule.max(5),
    }),
    defineField({ name: 'legal', title: 'Legal line', type: 'text', rows: 2, description: 'e.g. © Metro Motor Group Pty Ltd. Dealer licence 3100411.', validation: (rule) => rule.required() }),
  ],
});
