import { defineField, defineType } from 'sanity';

/** Search settings (SPEC.md 7, 9): the base filter scopes every query to this dealer's stock. */
export const siteSearch = defineType({
  name: 'siteSearch',
  title: 'Search',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'baseFilter', title: 'Base filter', type: 'string', description: 'Developer setting: the filter every stock search starts from, e.g. site_slug:"riverside-toyota".', validation: (rule) => rule.required() }),
    defineField({ name: 'searchFilters', title: 'Extra search filter', type: 'string', description: 'Developer setting: added to the base filter (search_filters).' }),
    defineField({ name: 'searchCategories', title: 'Search categories', type: 'array', of: [{ type: 'string' }], description: 'Categories offered by the offers search (search_categories).' }),
    defineField({ name: 'includeSoldCarsDays', title: 'Keep sold cars listed for (days)', type: 'number', initialValue: 3, options: { list: [0, 1, 2, 3, 4, 5, 7, 14] }, validation: (rule) => rule.required().integer().min(0).max(14) }),
    defineField({ name: 'pageSize', title: 'Cars per results page', type: 'number', initialValue: 21, validation: (rule) => rule.required().integer().min(1).max(60) }),
    defineField({ name: 'similarPageSize', title: 'Similar cars shown', type: 'number', initialValue: 6, validation: (rule) => rule.required().integer().min(1).max(12) }),
    defineField({ name: 'noPriceText', title: 'Text when a car has no price', type: 'string', initialValue: 'Enquire for price', validation: (rule) => rule.required() }),
    defineField({ name: 'excludeZeroPriceOnPriceAsc', title: 'Hide $0 cars when sorting by lowest price', type: 'boolean', initialValue: false }),
    defineField({
      name: 'budgetFlavour',
      title: 'Budget quick options',
      type: 'string',
      description: 'The quick money options of the budget search: $5,000 to $70,000, or $300,000 to $800,000 for luxury stock.',
      options: { list: [{ title: '$5,000 to $70,000', value: 'standard' }, { title: 'Luxury: $300,000 to $800,000', value: 'luxury' }], layout: 'radio' },
      initialValue: 'standard',
    }),
    defineField({ name: 'customBodies', title: 'Custom body types', type: 'array', of: [{ type: 'string' }], description: 'The site\'s own body types; with any, the body filter shows up to 20 tiles.', validation: (rule) => rule.unique().max(20) }),
    defineField({
      name: 'promoPositions',
      title: 'Promo card positions',
      type: 'array',
      of: [{ type: 'number' }],
      description: 'Where promo cards go in the results grid, counting from 1 (home page: 8 and 17, or 9).',
      initialValue: [8, 17],
      validation: (rule) => rule.unique().custom((value) => (Array.isArray(value) && value.some((n) => typeof n !== 'number' || n < 1 || !Number.isInteger(n)) ? 'Positions are whole numbers from 1.' : true)),
    }),
  ],
});
