import { defineField, defineType } from 'sanity';

export const richTextSchema = defineType({
  name: 'richText',
  title: 'Text',
  type: 'object',
  description: 'Headings, paragraphs, lists and links.',
  fields: [defineField({ name: 'body', title: 'Text', type: 'portableText' })],
  preview: { select: { blocks: 'body' }, prepare: ({ blocks }) => ({ title: ((blocks as { children?: { text?: string }[] }[] | undefined)?.[0]?.children?.[0]?.text) ?? 'Text', subtitle: 'Text' }) },
});
