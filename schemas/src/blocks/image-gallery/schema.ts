import { defineArrayMember, defineField, defineType } from 'sanity';

export const imageGallerySchema = defineType({
  name: 'imageGallery',
  title: 'Image gallery',
  type: 'object',
  description: 'A grid of photos, e.g. the showroom or a community event.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'images', title: 'Images', type: 'array', of: [defineArrayMember({ type: 'imageWithAlt' })], options: { layout: 'grid' }, validation: (rule) => rule.max(24) }),
  ],
  preview: { select: { title: 'heading', media: 'images.0' }, prepare: ({ title, media }) => ({ title: title ?? 'Image gallery', subtitle: 'Image gallery', media }) },
});
