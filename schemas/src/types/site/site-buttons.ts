import { defineField, defineType } from 'sanity';

export const CARD_BUTTONS = [
  { title: 'View Details', value: 'viewDetails' },
  { title: 'Book a Test Drive', value: 'bookTestDrive' },
  { title: 'Get Finance', value: 'getFinance' },
  { title: 'Reserve Now', value: 'reserveNow' },
  { title: 'Enquire Now', value: 'enquireNow' },
];

export const VEHICLE_BUTTONS = [
  { title: 'Enquire', value: 'enquire' },
  { title: 'Test drive', value: 'testDrive' },
  { title: 'Trade-in', value: 'tradeIn' },
  { title: 'Reserve', value: 'reserve' },
  { title: 'Finance', value: 'finance' },
  { title: 'Call', value: 'call' },
  { title: 'Chat', value: 'chat' },
  { title: 'Print', value: 'print' },
  { title: 'History report', value: 'historyReport' },
  { title: 'Share', value: 'share' },
  { title: 'Save / favourite', value: 'save' },
  { title: 'Location link', value: 'location' },
];

/** Which buttons show on car cards and on the car page, in this order. */
export const siteButtons = defineType({
  name: 'siteButtons',
  title: 'Button sets',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({ name: 'card', title: 'Car card buttons', type: 'array', of: [{ type: 'string' }], options: { list: CARD_BUTTONS }, validation: (rule) => rule.unique() }),
    defineField({ name: 'vehicle', title: 'Car page buttons', type: 'array', of: [{ type: 'string' }], options: { list: VEHICLE_BUTTONS }, validation: (rule) => rule.unique() }),
  ],
});
