import { defineField, defineType } from 'sanity';

/** Where a link may point: a site path ("/finance"), a full URL, or a phone or mail link. */
export const HREF_PATTERN = /^(\/|https?:\/\/|tel:|mailto:|#)/;
export const HREF_MESSAGE = 'Start the link with "/" for a page of this site, or with https:// for another website.';

export const hrefField = (name = 'href', title = 'Link') =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'A path on this site such as /search/used-cars, or a full https:// address.',
    validation: (rule) => rule.required().custom((value) => (value == null || HREF_PATTERN.test(value) ? true : HREF_MESSAGE)),
  });

/** A labelled link: navigation entries, footer links, header buttons. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', description: 'The words shoppers see.', validation: (rule) => rule.required().max(60) }),
    hrefField(),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
