import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../objects/link';

/** The brands dropdown: columns of brand links with logos. */
export const siteMegaMenu = defineType({
  name: 'siteMegaMenu',
  title: 'Mega menu',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'title', title: 'Menu title', type: 'string', initialValue: 'Our Brands', validation: (rule) => rule.required() }),
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'megaMenuColumn',
          fields: [
            defineField({ name: 'title', title: 'Column title', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'megaMenuLink',
                  fields: [
                    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
                    hrefField(),
                    defineField({ name: 'logo', title: 'Logo', type: 'imageWithAlt' }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
  ],
});
