import { defineField, defineType } from 'sanity';

export const videoSchema = defineType({
  name: 'video',
  title: 'Video',
  type: 'object',
  description: 'A YouTube or Vimeo embed link, or a link to an .mp4 file (plays muted on a loop).',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'url', title: 'Video link', type: 'url', description: 'e.g. https://www.youtube.com/embed/abc123 or https://cdn.example.com/tour.mp4', validation: (rule) => rule.required().uri({ scheme: ['https'] }) }),
    defineField({ name: 'caption', title: 'Caption', type: 'string', description: 'Describes the video for people who cannot watch it.' }),
  ],
  preview: { select: { title: 'heading', subtitle: 'url' }, prepare: ({ title, subtitle }) => ({ title: title ?? 'Video', subtitle }) },
});

export const videoFixture = { _type: 'video', _key: 'video', heading: 'Take the tour', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', caption: 'A walk through the showroom' };

export const videoMinimal = { _type: 'video', _key: 'video-min' };
