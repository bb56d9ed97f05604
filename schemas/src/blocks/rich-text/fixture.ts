export const richTextFixture = {
  _type: 'richText',
  _key: 'text',
  body: [
    { _type: 'block', _key: 'b1', style: 'h2', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'Our story', marks: [] }] },
    { _type: 'block', _key: 'b2', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's2', text: 'Family owned since 1992.', marks: [] }] },
  ],
};

export const richTextMinimal = { _type: 'richText', _key: 'text-min' };
