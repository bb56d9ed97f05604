import { defineField, defineType } from 'sanity';
import { hrefField } from './link';

/** A call-to-action button; `variant` picks the filled (primary) or outlined (secondary) style. */
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Button text', type: 'string', validation: (rule) => rule.required().max(40) }),
    hrefField(),
    defineField({
      name: 'variant',
      title: 'Style',
      type: 'string',
      description: 'Primary is the filled button; use it for the one action you most want shoppers to take.',
      options: { list: [{ title: 'Primary (filled)', value: 'primary' }, { title: 'Secondary (outlined)', value: 'secondary' }], layout: 'radio' },
      initialValue: 'primary',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
