import { defineField, defineType } from 'sanity';
import { timeOfDayRule } from '../rules/time-of-day';

/** Hours for one date that override the weekly hours: public holidays, sale weekends. */
export const specialHour = defineType({
  name: 'specialHour',
  title: 'Special hours',
  type: 'object',
  fields: [
    defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'label', title: 'Occasion', type: 'string', description: 'e.g. Christmas Day, Boxing Day sale.' }),
    defineField({ name: 'status', title: 'Open or closed', type: 'string', options: { list: ['Open', 'Closed'], layout: 'radio' }, initialValue: 'Closed', validation: (rule) => rule.required() }),
    defineField({
      name: 'start',
      title: 'Opens at',
      type: 'string',
      hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status !== 'Open',
      validation: (rule) => rule.custom((value, context) => {
        if ((context.parent as { status?: string } | undefined)?.status === 'Open' && !value) return 'An open day needs an opening time.';
        return timeOfDayRule(value);
      }),
    }),
    defineField({
      name: 'end',
      title: 'Closes at',
      type: 'string',
      hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status !== 'Open',
      validation: (rule) => rule.custom((value, context) => {
        const parent = context.parent as { status?: string; start?: string } | undefined;
        if (parent?.status === 'Open' && !value) return 'An open day needs a closing time.';
        if (typeof value === 'string' && parent?.start && value <= parent.start) return 'The closing time must be after the opening time.';
        return timeOfDayRule(value);
      }),
    }),
  ],
  preview: { select: { title: 'date', label: 'label', status: 'status' }, prepare: ({ title, label, status }) => ({ title: `${title ?? ''} ${label ?? ''}`.trim(), subtitle: status }) },
});
