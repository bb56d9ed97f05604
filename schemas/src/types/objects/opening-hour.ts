import { defineField, defineType } from 'sanity';
import { timeOfDayRule } from '../rules/time-of-day';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** One weekday's hours (SPEC.md 3): weekday 0 is Sunday; a closed day needs no times. */
export const openingHour = defineType({
  name: 'openingHour',
  title: 'Opening hours for a day',
  type: 'object',
  fields: [
    defineField({
      name: 'weekday',
      title: 'Day',
      type: 'number',
      options: { list: WEEKDAYS.map((title, value) => ({ title, value })) },
      validation: (rule) => rule.required().integer().min(0).max(6),
    }),
    defineField({ name: 'status', title: 'Open or closed', type: 'string', options: { list: ['Open', 'Closed'], layout: 'radio' }, initialValue: 'Open', validation: (rule) => rule.required() }),
    defineField({
      name: 'open',
      title: 'Opens at',
      type: 'string',
      description: '24-hour time, e.g. 08:30.',
      hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status === 'Closed',
      validation: (rule) => rule.custom((value, context) => {
        if ((context.parent as { status?: string } | undefined)?.status === 'Open' && !value) return 'An open day needs an opening time.';
        return timeOfDayRule(value);
      }),
    }),
    defineField({
      name: 'close',
      title: 'Closes at',
      type: 'string',
      description: '24-hour time, e.g. 17:30.',
      hidden: ({ parent }) => (parent as { status?: string } | undefined)?.status === 'Closed',
      validation: (rule) => rule.custom((value, context) => {
        const parent = context.parent as { status?: string; open?: string } | undefined;
        if (parent?.status === 'Open' && !value) return 'An open day needs a closing time.';
        if (typeof value === 'string' && parent?.open && value <= parent.open) return 'The closing time must be after the opening time.';
        return timeOfDayRule(value);
      }),
    }),
  ],
  preview: {
    select: { weekday: 'weekday', status: 'status', open: 'open', close: 'close' },
    prepare: ({ weekday, status, open, close }) => ({
      title: WEEKDAYS[weekday as number] ?? 'Day?',
      subtitle: status === 'Closed' ? 'Closed' : `${open ?? '?'} – ${close ?? '?'}`,
    }),
  },
});
