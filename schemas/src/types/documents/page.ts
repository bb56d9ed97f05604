import { defineField, defineType } from 'sanity';
import { pageBuilderField } from '../../blocks/page-builder';
import { siteField, siteSlugField } from '../fields';

/** A content page of a site ("home" is the home page), built from section blocks. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [{ name: 'content', title: 'Content', default: true }, { name: 'seo', title: 'Search engines' }],
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', group: 'content', description: 'The page heading when it does not open with a hero.', validation: (rule) => rule.required() }),
    { ...siteSlugField('title', 'The page address: "home" is the home page; about-us becomes /about-us.'), group: 'content' },
    { ...siteField(), group: 'content' },
    defineField({ name: 'seo', title: 'Search engines', type: 'seo', group: 'seo' }),
    { ...pageBuilderField(), group: 'content' },
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
