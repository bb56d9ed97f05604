import type { PageSpec, TenantContext, TenantDefinition } from '../tenants/tenant-types';
import { ctaButtons, richText } from './blocks';
import { reference } from './sanity-fields';

type Prize = readonly [key: string, label: string, description: string, weight: number];
type Promotion = { title: string; heading: string; intro: string; prizes: readonly Prize[]; terms: readonly string[] };

/**
 * The spin-to-win promotions the demo dealers run (SPEC 2 /spin-to-win, gated on Metro Motor
 * Group). Valley Used Cars runs none, so its /spin-to-win is a 404. Prizes are the things a
 * dealer really gives away, weighted so the small ones come up most.
 */
const PROMOTIONS: Record<string, Promotion> = {
  'metro-motor-group': {
    title: 'Metro Spring Service Spin',
    heading: 'Spin the Metro wheel this spring',
    intro: 'Verify your mobile number and spin once for a prize at any Metro Motor Group service centre, whichever brand you drive.',
    prizes: [
      ['detail', 'Free detail', 'A full interior and exterior detail with your next service at any Metro Motor Group service centre.', 2],
      ['fuel50', '$50 fuel card', 'A $50 fuel card, handed over at your next visit to any of our dealerships.', 3],
      ['service20', '20% off service', '20% off the labour of your next logbook service (up to $150 off).', 5],
      ['wipers', 'Free wiper blades', 'A pair of genuine wiper blades, fitted free at your next service.', 6],
      ['tyres', '$200 off tyres', '$200 off a set of four tyres, fitted and balanced.', 1],
      ['coffee', 'Coffee on us', 'A coffee and a pastry from our showroom cafe while you wait.', 8],
    ],
    terms: [
      'One spin per verified mobile number for this promotion. The prize is decided when you spin and is recorded against your mobile number.',
      'Prizes are redeemable at Metro Motor Group dealerships and service centres in Queensland within 90 days of the spin, by appointment, and are not exchangeable for cash.',
      'Service and tyre discounts apply to one vehicle and cannot be combined with capped-price servicing or other offers. Fuel cards are issued at the dealership.',
      'Open to residents of Australia aged 18 and over. Employees of Metro Motor Group and their families are not eligible.',
    ],
  },
  'riverside-toyota': {
    title: 'Riverside Toyota Owners Spin',
    heading: 'Toyota owner? Spin for a service prize',
    intro: 'Verify your mobile and take one spin. Every spin wins something for your next visit to Riverside Toyota.',
    prizes: [
      ['oil', 'Free oil change', 'A genuine Toyota oil and filter change at your next visit to our service centre.', 2],
      ['detail', 'Free hand wash', 'A hand wash and vacuum with your next service.', 6],
      ['accessories', '$100 accessories', '$100 off genuine Toyota accessories from our parts counter.', 3],
      ['service10', '10% off service', '10% off the labour of your next logbook service.', 6],
      ['mats', 'Free floor mats', 'A set of genuine Toyota carpet floor mats for your model.', 1],
    ],
    terms: [
      'One spin per verified mobile number for this promotion. The prize is decided when you spin and is recorded against your mobile number.',
      'Prizes must be redeemed at Riverside Toyota within 90 days of the spin, by booking, and are not exchangeable for cash or transferable.',
      'Service discounts apply to labour on scheduled servicing only and cannot be combined with Toyota Service Advantage capped-price servicing. Floor mats subject to availability for your model.',
      'Open to residents of Australia aged 18 and over.',
    ],
  },
  'outback-rv-and-moto': {
    title: 'Outback Adventure Spin',
    heading: 'Spin for some adventure gear',
    intro: 'Heading bush this season? Verify your mobile and take one spin for gear and servicing at Outback RV & Moto.',
    prizes: [
      ['chairs', 'Two camp chairs', 'Two folding camp chairs from our accessories shop, ready for your next trip.', 3],
      ['gas', 'Free gas refill', 'A 9 kg gas bottle swap or refill for your van.', 5],
      ['rvcheck', '$100 off a van service', '$100 off a caravan or camper service at our workshop.', 3],
      ['helmet', '20% off a helmet', '20% off any motorcycle helmet in store, fitted by our team.', 4],
      ['cap', 'Outback RV cap', 'An Outback RV & Moto cap, on us.', 8],
    ],
    terms: [
      'One spin per verified mobile number for this promotion. The prize is decided when you spin and is recorded against your mobile number.',
      'Collect prizes in store or book the service within 90 days of the spin. Prizes are not exchangeable for cash.',
      'Service discounts apply to one caravan, camper or motorcycle service and cannot be combined with other offers.',
      'Open to residents of Australia aged 18 and over.',
    ],
  },
};

const promotionId = (tenant: TenantDefinition) => `spin-promotion-${tenant.slug}`;

/** The tenant's promotion document (none where the dealer runs no spin to win). */
export function spinPromotionDocuments(tenant: TenantDefinition, context: TenantContext): ({ _id: string; _type: string } & Record<string, unknown>)[] {
  const promotion = PROMOTIONS[tenant.slug];
  if (!promotion) return [];
  // Ends a few months after the demo's reference date, so the demo promotion is always running;
  // late evening on the east coast, so the date the page states is the last day to spin.
  const endsAt = new Date(context.referenceDate.getTime() + 120 * 86_400_000);
  endsAt.setUTCHours(12, 59, 0, 0);
  return [{
    _id: promotionId(tenant), _type: 'spinPromotion', title: promotion.title, site: reference(context.siteId), endsAt: endsAt.toISOString(),
    prizes: promotion.prizes.map(([key, label, description, weight]) => ({ _key: key, _type: 'spinPrize', label, description, weight })),
    terms: promotion.terms.join('\n\n'),
  }];
}

/** /spin-to-win: the wheel, then how it works; none where the dealer runs no spin to win. */
export function spinToWinPage(tenant: TenantDefinition): PageSpec[] {
  const promotion = PROMOTIONS[tenant.slug];
  if (!promotion) return [];
  return [{
    slug: 'spin-to-win',
    title: 'Spin to Win',
    seo: { title: `Spin to Win | ${tenant.name}`, description: `${promotion.heading}: one spin per verified mobile at ${tenant.name}.` },
    sections: [
      { _type: 'spinWheel', _key: 'wheel', heading: promotion.heading, intro: promotion.intro, promotion: reference(promotionId(tenant)) },
      richText('how', [
        '## How it works',
        '1. Press Sign in to spin and verify your mobile number with the code we text you.',
        '2. Spin the wheel once. Where it stops is your prize, and our team is told straight away.',
        `3. We will call or text you to arrange your prize. Bring your phone when you visit ${tenant.name}.`,
      ]),
      ctaButtons('next', 'While you are here', [['Book a service', '/service'], ['Browse our stock', '/search/new-used-and-demo-cars', 'secondary']]),
    ],
  }];
}
