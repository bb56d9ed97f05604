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

export const imageGalleryFixture = {
  _type: 'imageGallery',
  _key: 'gallery',
  heading: 'Our showroom',
  images: [
    { _key: 'i1', url: '/demo-content/showroom-1.jpg', alt: 'The showroom floor' },
    { _key: 'i2', url: '/demo-content/showroom-2.jpg', alt: null },
  ],
};

export const imageGalleryMinimal = { _type: 'imageGallery', _key: 'gallery-min' };
