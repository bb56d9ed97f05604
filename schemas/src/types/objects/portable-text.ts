import { defineArrayMember, defineType } from 'sanity';
import { HREF_MESSAGE, HREF_PATTERN } from './link';

/** Rich text for content pages and legal text: headings, lists, bold, italic and links. */
export const portableText = defineType({
  name: 'portableText',
  title: 'Text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading', value: 'h2' },
        { title: 'Subheading', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [{ title: 'Bullets', value: 'bullet' }, { title: 'Numbers', value: 'number' }],
      marks: {
        decorators: [{ title: 'Bold', value: 'strong' }, { title: 'Italic', value: 'em' }],
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [{ name: 'href', type: 'string', title: 'Link', validation: (rule) => rule.required().custom((value: string | undefined) => (value == null || HREF_PATTERN.test(value) ? true : HREF_MESSAGE)) }],
          },
        ],
      },
    }),
  ],
});
