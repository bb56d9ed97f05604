import { defineField, defineType } from 'sanity';

/** Route variations between dealers (SPEC.md 2). */
export const siteRoutes = defineType({
  name: 'siteRoutes',
  title: 'Routes',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'usedCarPrefix',
      title: 'Used-car route prefix',
      type: 'string',
      description: 'Used-only dealers put stock under this path segment, e.g. "used-cars". Leave empty for the default.',
      validation: (rule) => rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'lowercase words joined by dashes' }),
    }),
    defineField({
      name: 'checkoutPath',
      title: 'Checkout path',
      type: 'string',
      description: 'The reserve-online page: /cars/{slug}/checkout or /cars/{slug}/buy-online.',
      options: { list: ['checkout', 'buy-online'], layout: 'radio' },
      initialValue: 'checkout',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'refreshPath', title: 'No-results page', type: 'string', description: 'Where "Clear Filters" goes when a search finds nothing.', initialValue: '/special-offers', validation: (rule) => rule.required().regex(/^\//, { name: 'a path starting with /' }) }),
  ],
});
