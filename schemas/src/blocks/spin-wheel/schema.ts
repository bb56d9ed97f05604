import { defineField, defineType } from 'sanity';

/**
 * The spin-to-win wheel (SPEC 2 /spin-to-win): a promotion's prizes on a wheel a verified
 * shopper spins once, with the prize terms. The prizes and their chances live in the promotion
 * document, so the server can draw from them without trusting the page.
 */
export const spinWheelSchema = defineType({
  name: 'spinWheel',
  title: 'Spin to win wheel',
  type: 'object',
  description: 'A prize wheel for a spin-to-win promotion: one spin per verified shopper, the prize sent to your leads.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', initialValue: 'Spin to win' }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2 }),
    defineField({
      name: 'promotion',
      title: 'Promotion',
      type: 'reference',
      to: [{ type: 'spinPromotion' }],
      description: 'The prizes, their chances and the terms. Without one the block shows nothing.',
      options: { filter: ({ document }) => ({ filter: 'site._ref == $site', params: { site: (document as { site?: { _ref?: string } }).site?._ref ?? '' } }) },
    }),
  ],
  preview: { select: { title: 'heading', promotion: 'promotion.title' }, prepare: ({ title, promotion }) => ({ title: title ?? 'Spin to win', subtitle: promotion ? `Spin to win: ${promotion}` : 'Spin to win wheel' }) },
});

export const spinWheelFixture = {
  _type: 'spinWheel',
  _key: 'spin',
  heading: 'Spin to win',
  intro: 'Verify your mobile and spin once for a prize on your next visit.',
  promotion: {
    _id: 'spin-fixture',
    title: 'Spring Service Spin',
    endsAt: '2031-10-31T12:59:00.000Z',
    terms: 'One spin per verified mobile number. Prizes must be redeemed within 90 days.',
    prizes: [
      { _key: 'detail', label: 'Free car detail', description: 'A full interior and exterior detail at your next service.' },
      { _key: 'fuel', label: '$50 fuel card', description: 'A $50 fuel card when you next visit.' },
      { _key: 'service', label: '20% off service', description: '20% off the labour of your next logbook service.' },
    ],
  },
};

export const spinWheelMinimal = { _type: 'spinWheel', _key: 'spin-min' };
