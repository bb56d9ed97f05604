import { defineField, defineType } from 'sanity';

/** An image with the text screen readers announce; every content image uses it. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it, e.g. "White HiLux SR5 on a dirt road".',
      validation: (rule) => rule.max(160),
    }),
  ],
});
