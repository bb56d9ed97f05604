import { defineField, defineType } from 'sanity';

export const richTextSchema = defineType({
  name: 'richText',
  title: 'Text',
  type: 'object',
  description: 'Headings, paragraphs, lists and links.',
  fields: [defineField({ name: 'body', title: 'Text', type: 'portableText' })],
  preview: { select: { blocks: 'body' }, prepare: ({ blocks }) => ({ title: ((blocks as { children?: { text?: string }[] }[] | undefined)?.[0]?.children?.[0]?.text) ?? 'Text', subtitle: 'Text' }) },
});

export const richTextFixture = {
  _type: 'richText',
  _key: 'text',
  body: [
    { _type: 'block', _key: 'b1', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'Our story', marks: [] }] },
    { _type: 'block', _key: 'b2', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's2', text: 'Family owned since 1992.', marks: [] }] },
  ],
};

export const richTextMinimal = { _type: 'richText', _key: 'text-min' };
