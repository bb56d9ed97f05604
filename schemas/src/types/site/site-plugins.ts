import { defineField, defineType } from 'sanity';

/** Third-party data plugins (SPEC.md 6): each adds a panel or a download to car pages. */
export const sitePlugins = defineType({
  name: 'sitePlugins',
  title: 'Plugins',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'autogauge', title: 'Autogauge', type: 'boolean', description: 'Price check on used cars only.', initialValue: false, validation: (rule) => rule.required() }),
    defineField({ name: 'carAnalysis', title: 'Car Analysis download', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
    defineField({ name: 'autograb', title: 'Autograb market price', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
    defineField({ name: 'redbook', title: 'Redbook data', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
  ],
});
