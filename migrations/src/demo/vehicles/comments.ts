import type { Random } from '../random';

export type CommentFacts = {
  title: string;
  carType: 'new' | 'demo' | 'used';
  itemType: 'car' | 'motorcycle' | 'truck' | 'caravan';
  km: number | null;
  dealer: string;
  city: string;
  certified: boolean;
  moneyBack: string | null;
  features: string[];
};

const openers = {
  used: [
    'Here is a well-presented {title} that has clearly been looked after.',
    'Just traded in and ready to go, this {title} is a great buy.',
    'Looking for a reliable {title}? This one ticks all the boxes.',
    'Fresh from our workshop, this {title} has passed our full mechanical and safety inspection.',
  ],
  new: [
    'Brand new {title} available now from {dealer}.',
    'Drive away today in a brand new {title}.',
    'The all-new {title} has landed at {dealer} and it is ready for you to test drive.',
  ],
  demo: [
    'Save thousands on this ex-demonstrator {title} with the balance of the factory warranty.',
    'Our management demonstrator {title} is now available to purchase with low kilometres.',
  ],
} as const;

const middles = [
  'It comes with a full service history and two keys.',
  'Our sales team can arrange finance and insurance on the spot, and we welcome your trade-in.',
  'Every vehicle we sell comes with a safety certificate and a detailed condition report.',
  'Book a test drive online or call in to see it at our {city} dealership.',
  'Ask us about extended warranty options and our capped-price servicing.',
  'Delivery can be arranged anywhere in Australia; ask us for a quote.',
];

const kmFormat = new Intl.NumberFormat('en-AU');

const closers = [
  'Be quick, vehicles like this do not last long.',
  'Call us today to arrange an inspection.',
  'Enquire now to secure it before the weekend.',
  'Reserve it online today.',
];

/**
 * Dealer comments in the tone Australian dealers write them. Some are long on purpose (the vehicle
 * page truncates at 400 characters), and some vehicles have none so the empty state shows.
 */
export function dealerComments(facts: CommentFacts, random: Random): string | null {
  const roll = random.next();
  if (roll < 0.04) return null;
  if (roll < 0.08) return '';
  const fill = (text: string) => text.replaceAll('{title}', facts.title).replaceAll('{dealer}', facts.dealer).replaceAll('{city}', facts.city);
  const parts = [fill(random.pick(openers[facts.carType]))];
  if (facts.km !== null && facts.carType === 'used') parts.push(`Only ${kmFormat.format(facts.km)} km on the clock.`);
  if (facts.certified) parts.push('As a Toyota Certified Pre-Owned vehicle it has passed a 160-point inspection and comes with a 2-year Toyota warranty and 12 months roadside assistance.');
  if (facts.features.length > 0 && random.chance(0.7)) parts.push(`Optional extras include ${facts.features.slice(0, 4).join(', ').toLowerCase()}.`);
  const long = random.chance(0.35);
  for (const middle of random.shuffle(middles).slice(0, long ? 4 : 1)) parts.push(fill(middle));
  if (facts.moneyBack && facts.carType === 'used') parts.push(`Buy with confidence: ${facts.moneyBack}.`);
  if (long && facts.itemType === 'caravan') parts.push('Our caravan specialists will walk you through every system at handover and can fit a brake controller and weight distribution hitch to suit your tow vehicle.');
  parts.push(random.pick(closers));
  return parts.join(' ');
}
